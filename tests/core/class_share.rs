//! The class's answers shared with the pages that answered, on 127.0.0.1 with scripted pages:
//! a page that answered the exercise shown is sent every answer (no names; right or wrong only
//! once revealed) and again as more come; a page that has not answered is sent none; off (a
//! quiz), no page is.

use std::time::Duration;

use linlab::class::protocol::{FromPage, SharedAnswer, ToPage};

use super::class::{Socket, an_exercise, connect, joined, local_class, receive, runtime, send};

/// The next class's answers sent to `socket`, skipping the rest; `None` if none comes within
/// `wait`.
async fn class_answers(socket: &mut Socket, wait: Duration) -> Option<Vec<SharedAnswer>> {
    tokio::time::timeout(wait, async {
        loop {
            match receive(socket).await {
                Some(ToPage::ClassAnswers { answers, .. }) => return Some(answers),
                Some(_) => {}
                None => return None,
            }
        }
    })
    .await
    .ok()
    .flatten()
}

#[test]
fn a_page_that_answered_sees_the_class_s_answers_and_their_verdicts_once_revealed() {
    let class = local_class(10);
    let (exercise, right, wrong) = an_exercise();
    let k = exercise.index;
    class.show(exercise);
    let long = Duration::from_secs(10);
    let short = Duration::from_millis(300);
    runtime().block_on(async {
        let mut ada = connect(&class).await;
        joined(&mut ada, "Ada").await;
        let mut bo = connect(&class).await;
        joined(&mut bo, "Bo").await;
        class.share_answers(true);
        assert!(class.answers_shared());
        send(
            &mut ada,
            &FromPage::Answer {
                scene: k,
                reply: right.clone(),
            },
        )
        .await;
        let seen = class_answers(&mut ada, long).await.expect("Ada sees them");
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].reply, right);
        assert_eq!(seen[0].right, None, "not before the reveal");
        assert!(
            class_answers(&mut bo, short).await.is_none(),
            "Bo has not answered"
        );
        send(
            &mut bo,
            &FromPage::Answer {
                scene: k,
                reply: wrong.clone(),
            },
        )
        .await;
        assert_eq!(class_answers(&mut bo, long).await.map(|a| a.len()), Some(2));
        assert_eq!(
            class_answers(&mut ada, long).await.map(|a| a.len()),
            Some(2),
            "again"
        );
        class.reveal(k);
        let revealed = class_answers(&mut ada, long).await.expect("with verdicts");
        let mut verdicts: Vec<Option<bool>> = revealed.iter().map(|a| a.right).collect();
        verdicts.sort();
        assert_eq!(verdicts, [Some(false), Some(true)]);
        // Off, as for a quiz: a page that answers now is sent nothing.
        class.share_answers(false);
        let mut cy = connect(&class).await;
        joined(&mut cy, "Cy").await;
        send(
            &mut cy,
            &FromPage::Answer {
                scene: k,
                reply: right,
            },
        )
        .await;
        assert!(class_answers(&mut cy, short).await.is_none());
    });
    class.stop();
}
