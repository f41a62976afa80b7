//! Pacing to a range, on 127.0.0.1 with scripted pages: the teacher lets the class turn through
//! scenes a–b on its own; each page is sent the range's scenes, then the mode; an answer to an
//! exercise of the range is taken whichever scene the teacher shows, one outside it is refused;
//! the scene a page shows within the range reaches the roster; Follow closes the range again.

use linlab::class::protocol::{ClassMode, FromPage, Refusal, Scene, ToPage};
use linlab::script::{BUILT_IN, Reply, task};

use super::class::{connect, joined, local_class, receive, receive_news, refusal, runtime, send};

/// A built-in lecture (its scenes as the class sees them) with two exercises answered by a
/// number or a spot, after its first scene: their scenes and right answers.
fn two_exercises() -> (Vec<Scene>, [(usize, Reply); 2]) {
    for built_in in BUILT_IN {
        let script = built_in.script().expect("a built-in lecture");
        let n = script.scenes.len();
        let answerable: Vec<(usize, Reply)> = (1..n)
            .filter_map(|k| {
                let scene = &script.scenes[k];
                let check = &scene.task.as_ref()?.check;
                let right = task::reference(&scene.state, check).ok()?;
                matches!(right, Reply::Spot(_) | Reply::Number(_)).then_some((k, right))
            })
            .collect();
        if let [first, second, ..] = answerable.as_slice()
            && second.0 > first.0 + 1
        {
            let scenes = (0..n)
                .map(|k| Scene::for_students(k, n, &script.scenes[k]))
                .collect();
            return (scenes, [first.clone(), second.clone()]);
        }
    }
    panic!("no lecture with two such exercises");
}

#[test]
fn a_range_lets_pages_answer_its_exercises_and_nothing_beyond_it() {
    let class = local_class(10);
    let (scenes, [(outside, outside_right), (inside, inside_right)]) = two_exercises();
    class.show(scenes[0].clone());
    runtime().block_on(async {
        let mut ada = connect(&class).await;
        let seat = joined(&mut ada, "Ada").await;
        assert!(matches!(receive_news(&mut ada).await, Some(ToPage::Scene(s)) if s.index == 0));
        // The range: the scene before the second exercise, and the exercise.
        class.set_range(scenes[inside - 1..=inside].to_vec());
        let range = ClassMode::Range {
            from: inside - 1,
            to: inside,
        };
        assert_eq!(class.mode(), range);
        let mut message = receive(&mut ada).await;
        while message
            == (Some(ToPage::Mode {
                mode: ClassMode::Follow,
            }))
        {
            message = receive(&mut ada).await;
        }
        match message {
            Some(ToPage::Scenes { scenes }) => {
                let sent: Vec<usize> = scenes.iter().map(|s| s.index).collect();
                assert_eq!(sent, [inside - 1, inside]);
            }
            other => panic!("the range's scenes first: {other:?}"),
        }
        assert_eq!(receive(&mut ada).await, Some(ToPage::Mode { mode: range }));
        // Ada turns to the exercise and answers it, though the teacher shows scene 1.
        send(&mut ada, &FromPage::Viewing { scene: inside }).await;
        send(&mut ada, &FromPage::Viewing { scene: inside + 50 }).await;
        let answer = FromPage::Answer {
            scene: inside,
            reply: inside_right.clone(),
        };
        send(&mut ada, &answer).await;
        assert_eq!(
            receive(&mut ada).await,
            Some(ToPage::Received { scene: inside })
        );
        {
            let roster = class.roster();
            let student = roster
                .students()
                .iter()
                .find(|s| s.seat == seat)
                .expect("Ada");
            assert_eq!(student.viewing.map(|(k, _)| k), Some(inside), "not beyond");
            assert!(student.answers[&inside].right);
        }
        // An exercise outside the range (and not shown) is refused.
        let beyond = FromPage::Answer {
            scene: outside,
            reply: outside_right,
        };
        send(&mut ada, &beyond).await;
        assert_eq!(
            refusal(&mut ada).await,
            Refusal::NotTheExercise { scene: outside }
        );
        // Follow closes the range: its exercise is no longer taken.
        class.set_mode(ClassMode::Follow);
        let mut bo = connect(&class).await;
        joined(&mut bo, "Bo").await;
        let late = FromPage::Answer {
            scene: inside,
            reply: inside_right,
        };
        send(&mut bo, &late).await;
        assert_eq!(
            refusal(&mut bo).await,
            Refusal::NotTheExercise { scene: inside }
        );
    });
    class.stop();
}
