//! The learners' commands (Step, Play, Run to end, the timeline, Reset) as a room that is not
//! Classify takes them: played with the window's runner where it steps, handed back where
//! nothing steps.

use crate::app::command::Command;
use crate::app::shell::runner::{Mode, Runner};

/// Play, Pause and Run to end of a room that steps: `can_step` says whether there is a step
/// to take.
pub(in crate::app) fn play_or_run(command: &Command, runner: &mut Runner, can_step: bool) {
    match command {
        Command::Play | Command::TogglePlay => {
            if runner.mode() == Mode::Playing {
                runner.stop();
            } else if can_step {
                runner.play();
            }
        }
        Command::RunToEnd if can_step => runner.run_to_end(),
        _ => {}
    }
}

/// For a room where nothing steps: the learners' commands (Step, Play, the timeline, Reset)
/// mean nothing there; any other command is handed back to the window.
pub(in crate::app) fn unless_a_step(command: Command) -> Option<Command> {
    match command {
        Command::Step
        | Command::Visit
        | Command::StepBack
        | Command::ScrubTo(_)
        | Command::Play
        | Command::TogglePlay
        | Command::RunToEnd
        | Command::Reset => None,
        other => Some(other),
    }
}
