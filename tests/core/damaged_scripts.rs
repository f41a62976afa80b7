//! One built-in lecture damaged at every byte of its file and every character of its link, not
//! a sample: a cut file or link never reads, and a changed byte either fails to read or reads
//! as a script that, where its scenes' states changed, writes back to itself and passes the
//! script check without a panic. The window's proptest (tests/window/lecture.rs) opens a few such scripts for real.

use linlab::script::{Script, built_in};

/// The lecture swept: the shortest file of the built-in nine.
const LECTURE: &str = "noise-and-pocket";

/// The bytes written over the file's, in turn: JSON's structure (a quote, a brace, a comma),
/// a digit, a space, and a byte that is never UTF-8.
const WRITTEN_OVER: [u8; 6] = [b'"', b'{', b',', b'7', b' ', 0xFF];

/// A damaged text read as a script: `None` when it is refused. When what reads has other scene
/// states than the lecture's, it must write back to itself (or the reading kept something it
/// cannot say), and the script check must replay its changed scenes without a panic.
fn read_damaged(text: &str, original: &Script, what: &str) -> Option<Script> {
    let script = Script::from_link(text, "damaged").ok()?;
    let changed: Vec<_> = script
        .scenes
        .iter()
        .enumerate()
        .filter(|(k, scene)| {
            original
                .scenes
                .get(*k)
                .is_none_or(|o| o.state != scene.state)
        })
        .map(|(_, scene)| scene.clone())
        .collect();
    if !changed.is_empty() {
        let again = Script::from_json(&script.to_json(), "again")
            .unwrap_or_else(|e| panic!("{what}: what read does not read back: {e}"));
        assert_eq!(
            again, script,
            "{what}: what read does not write back to itself"
        );
        // The changed scenes alone: the check replays each, and the others are the lecture's.
        let _ = linlab::script::check(&Script {
            scenes: changed,
            ..script.clone()
        });
    }
    Some(script)
}

#[test]
fn a_lecture_cut_or_changed_at_any_byte_reads_whole_or_not_at_all() {
    let json = built_in(LECTURE).expect("built in").json;
    let original = Script::from_json(json, "x").expect("reads");
    let bytes = json.as_bytes();
    let closing = json.rfind('}').expect("a closing brace");
    let (mut read, mut refused) = (0, 0);
    for at in 0..bytes.len() {
        let cut = String::from_utf8_lossy(&bytes[..at]);
        let what = format!("cut at byte {at}");
        let cut_reads = read_damaged(&cut, &original, &what).is_some();
        assert!(!cut_reads || at > closing, "{what} reads");
        // One byte written over each offset, the six in turn: every offset, every byte often.
        let byte = WRITTEN_OVER[at % WRITTEN_OVER.len()];
        let mut changed = bytes.to_vec();
        changed[at] = byte;
        let text = String::from_utf8_lossy(&changed);
        let what = format!("byte {at} written over by {byte:#04x}");
        match read_damaged(&text, &original, &what) {
            Some(_) => read += 1,
            None => refused += 1,
        }
    }
    // Both outcomes happen: a changed caption letter reads, a broken structure does not.
    assert!(read > 0 && refused > 0, "{read} read, {refused} refused");
}

#[test]
fn a_lectures_link_cut_or_changed_at_any_character_reads_whole_or_not_at_all() {
    let original = built_in(LECTURE)
        .expect("built in")
        .script()
        .expect("reads");
    let link = original.to_link();
    assert!(link.is_ascii(), "a link is ASCII");
    for at in 0..link.len() {
        let what = format!("link cut at {at}");
        assert!(
            read_damaged(&link[..at], &original, &what).is_none(),
            "{what} reads"
        );
        let written = ['A', '-', '_', '0', '!'][at % 5];
        let changed = format!("{}{written}{}", &link[..at], &link[at + 1..]);
        read_damaged(
            &changed,
            &original,
            &format!("link character {at} as {written}"),
        );
    }
}
