//! Who is in a live class, on 127.0.0.1 with scripted students: a locked class lets no one new
//! in while its own seats rejoin, and a removed seat's page is told, closed, and kept out.

use linlab::class::protocol::{FromPage, Refusal, ToPage, VERSION};

use super::class::{connect, join, joined, local_class, receive, refusal, runtime, send};

#[test]
fn a_locked_class_lets_no_one_new_in_and_a_removed_page_is_closed_and_stays_out() {
    let class = local_class(10);
    runtime().block_on(async {
        let mut ada = connect(&class).await;
        let ada_seat = joined(&mut ada, "Ada").await;
        let mut bo = connect(&class).await;
        let bo_seat = joined(&mut bo, "Bo").await;
        class.lock(true);
        let mut cy = connect(&class).await;
        send(&mut cy, &join("Cy")).await;
        assert_eq!(refusal(&mut cy).await, Refusal::Locked);
        // Ada's page drops and comes back to her seat: the lock keeps no one of the class out.
        drop(ada);
        let mut ada = connect(&class).await;
        let rejoin = |seat: &str| FromPage::Join {
            version: VERSION,
            code: "K7Q2".into(),
            name: None,
            seat: Some(seat.to_owned()),
        };
        send(&mut ada, &rejoin(&ada_seat)).await;
        assert!(matches!(
            receive(&mut ada).await,
            Some(ToPage::Welcome { name, .. }) if name == "Ada"
        ));
        // Bo is removed: his page is told and closed, and his seat cannot come back, even
        // once the class is open again.
        class.remove(&bo_seat);
        assert_eq!(refusal(&mut bo).await, Refusal::Removed);
        class.lock(false);
        let mut bo = connect(&class).await;
        send(&mut bo, &rejoin(&bo_seat)).await;
        assert_eq!(refusal(&mut bo).await, Refusal::Removed);
        let names: Vec<String> = class
            .roster()
            .students()
            .iter()
            .map(|s| s.name.clone())
            .collect();
        assert_eq!(names, ["Ada"]);
        drop((ada, bo, cy));
    });
    class.stop();
}
