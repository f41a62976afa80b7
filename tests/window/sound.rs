//! Sound, heard as well as seen (the Access menu's Sound): off by default, turned on by its
//! label in the Access menu; then F9 (or the menu's button) asks the player for the loss
//! curves' tone sweep and each step for its earcon. A recorder stands in for the player, so no
//! sound server is needed; without one, the system's player says so once.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, ClassroomAction, Command, Prefs};
use linlab::learn::Algorithm;
use linlab::sound::Earcon;
use linlab::sound::player::{Cue, Recorder};
use linlab::sound::synth::{CURVE_SECONDS, GAP_SECONDS, SAMPLE_RATE, samples_in};

use crate::common::{self, settle};

fn window(recorder: Option<&Recorder>) -> Harness<'static, App> {
    let mut app = App::with_points(
        common::prefs(Algorithm::Pla),
        Prefs::default().preset.points(),
    );
    if let Some(recorder) = recorder {
        app.set_player(Box::new(recorder.clone()));
    }
    let mut harness = common::harness(app);
    settle(&mut harness);
    harness
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn cues(recorder: &Recorder) -> Vec<Cue> {
    recorder.played().iter().map(|sound| sound.cue).collect()
}

fn message(harness: &Harness<'_, App>) -> String {
    harness
        .state()
        .message()
        .map(|m| m.text(linlab::i18n::Language::English).to_string())
        .unwrap_or_default()
}

#[test]
fn sound_is_turned_on_in_the_access_menu_and_plays_the_curves_and_each_step() {
    let recorder = Recorder::default();
    let mut harness = window(Some(&recorder));
    // Off by default: F9 and a step play nothing, and F9 says where Sound is turned on.
    assert!(!harness.state().viewer().sound);
    press(&mut harness, Key::F9);
    press(&mut harness, Key::S);
    assert!(recorder.played().is_empty());
    assert!(
        message(&harness).starts_with("Sound is off"),
        "{}",
        message(&harness)
    );

    // The Access menu's Sound, by its label.
    harness.get_by_label("Access").click();
    harness.run();
    harness.get_by_label("Sound").click();
    harness.run();
    assert!(harness.state().viewer().sound);
    // Its button plays the loss panel's shown curves (four by default), one after another.
    if harness
        .query_by_label("Play the loss curves (F9)")
        .is_none()
    {
        harness.get_by_label("Access").click();
        harness.run();
    }
    harness.get_by_label("Play the loss curves (F9)").click();
    harness.run();
    assert_eq!(cues(&recorder), [Cue::Sweep { curves: 4 }]);
    let sweep = &recorder.played()[0];
    assert_eq!(sweep.rate, SAMPLE_RATE);
    assert_eq!(
        sweep.samples.len(),
        4 * samples_in(CURVE_SECONDS, SAMPLE_RATE) + 3 * samples_in(GAP_SECONDS, SAMPLE_RATE)
    );
    let said = harness.state().announcements().join(" | ");
    assert!(said.contains("Playing the loss curves"), "{said}");
    harness.key_press(Key::Escape);
    settle(&mut harness);

    // F9, the key.
    press(&mut harness, Key::F9);
    assert_eq!(cues(&recorder).len(), 2);
    assert_eq!(cues(&recorder)[1], Cue::Sweep { curves: 4 });

    // A step: PLA's update, heard as its earcon.
    press(&mut harness, Key::S);
    let step = harness.state().classify().last_step().expect("a step");
    let heard = cues(&recorder);
    assert_eq!(heard.len(), 3, "{heard:?}");
    assert_eq!(heard[2], Cue::Earcon(Earcon::of_step(&step)));
    assert_eq!(heard[2], Cue::Earcon(Earcon::Update));
    // Sound saved with the viewer's settings.
    let saved = serde_json::to_string(harness.state().viewer()).expect("serialisable");
    assert!(saved.contains("\"sound\":true"), "{saved}");
}

#[test]
#[cfg(target_os = "linux")]
fn without_a_sound_server_the_window_says_so_once() {
    // On a machine with a sound server the system's player would really play: nothing to see.
    if pulseaudio::socket_path_from_env().is_some() {
        return;
    }
    let mut harness = window(None);
    harness.state_mut().viewer_mut().sound = true;
    press(&mut harness, Key::F9);
    assert!(
        message(&harness).starts_with("No sound server: "),
        "{}",
        message(&harness)
    );
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::DismissMessage));
    harness.run();
    press(&mut harness, Key::S);
    press(&mut harness, Key::F9);
    assert!(
        harness.state().message().is_none(),
        "said once: {}",
        message(&harness)
    );
}
