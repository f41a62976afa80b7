//! The command line's help in the interface's language: the about text of every command, the
//! help of every option (with its possible values and default) and the headings come from the
//! catalogues' `cli.ftl` (`cli-<command>-<option>`, or `cli-<option>` for what every command
//! shares: `--lang`, `--json`, `--help`), chosen by `--lang` before the arguments are parsed,
//! else by the system's language, as the window's words are.

use clap::{Arg, Command};

use crate::i18n::{self, Language};
use crate::t;

/// The language the arguments ask for with `--lang X` or `--lang=X`, if they name a known one
/// (a bad one is reported by the parser itself).
pub fn language_in_args(args: &[std::ffi::OsString]) -> Option<Language> {
    let mut words = args.iter().filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let tag = match word.strip_prefix("--lang") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(language) = tag.and_then(Language::from_tag) {
            return Some(language);
        }
    }
    None
}

/// `command` (and every subcommand) with its help in the current language. Builds the command
/// first, so that clap's own `--help`, `--version` and `help` are there to be translated.
pub fn localized(mut command: Command) -> Command {
    command.build();
    localize(command, None)
}

/// The message `key`; a missing one is a bug the tests catch, shown as the key.
fn text(key: &str) -> String {
    i18n::lookup(key).unwrap_or_else(|| key.to_owned())
}

/// The key of an option's help: the command's own, else the one every command shares.
pub fn option_key(command: Option<&str>, option: &str) -> String {
    let option = key_part(option);
    command
        .map(|c| format!("cli-{c}-{option}"))
        .filter(|key| i18n::lookup(key).is_some())
        .unwrap_or_else(|| format!("cli-{option}"))
}

/// A name as a part of a catalogue key: `max_updates` → `max-updates`, `kmeans++` →
/// `kmeans-plus-plus`.
fn key_part(name: &str) -> String {
    name.replace('_', "-").replace('+', "-plus")
}

fn localize(command: Command, name: Option<&str>) -> Command {
    let about_key = name.map_or_else(|| "cli-about".to_owned(), |n| format!("cli-{n}-about"));
    let mut command = command
        .about(text(&about_key))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            text("cli-usage")
        ))
        .subcommand_help_heading(t!("cli-heading-commands"))
        .mut_args(|arg| localize_option(arg, name));
    if name.is_none() {
        command = command.long_about(text("cli-long-about"));
    }
    // clap's own `--help` and `--version` are not among `mut_args`'s.
    for own in ["help", "version"] {
        if command.get_arguments().any(|a| a.get_id() == own) {
            command = command.mut_arg(own, |arg| localize_option(arg, name));
        }
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    for sub in names {
        command = command.mut_subcommand(&sub, |c| localize(c, Some(&sub)));
    }
    command
}

/// One option's help, its possible values (each explained in the long help) and its default.
fn localize_option(arg: Arg, command: Option<&str>) -> Arg {
    let id = arg.get_id().as_str().to_owned();
    let help = text(&option_key(command, &id));
    let heading = if arg.is_positional() {
        t!("cli-heading-arguments")
    } else {
        t!("cli-heading-options")
    };
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_owned())
        .collect();
    let takes_value = arg.get_action().takes_values();
    let default: Vec<String> = if takes_value && !arg.is_hide_default_value_set() {
        arg.get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect()
    } else {
        Vec::new()
    };
    let separator = t!("core-cli-list-separator");
    let mut short = help.clone();
    let mut long = help;
    if !values.is_empty() && takes_value {
        let listed = t!("cli-possible-values", values = values.join(separator));
        short.push_str(&format!(" {listed}"));
        long.push_str(&format!("\n\n{}", t!("cli-possible-values-heading")));
        for value in &values {
            let key = format!("cli-value-{}-{}", key_part(&id), key_part(value));
            let line = t!("cli-value-line", value = value.as_str(), help = text(&key));
            long.push_str(&format!("\n{line}"));
        }
    }
    if !default.is_empty() {
        let default = t!("cli-default", value = default.join(separator));
        short.push_str(&format!(" {default}"));
        long.push_str(&format!("\n\n{default}"));
    }
    arg.help(short)
        .long_help(long)
        .hide_possible_values(true)
        .hide_default_value(true)
        .help_heading(heading)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory as _;

    use super::*;
    use crate::cli::Cli;

    /// Every key the help of `command` asks for, with the command's name.
    fn keys(command: &Command, name: Option<&str>, out: &mut Vec<String>) {
        out.push(name.map_or_else(|| "cli-about".to_owned(), |n| format!("cli-{n}-about")));
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            out.push(option_key(name, id));
            for value in arg.get_possible_values() {
                out.push(format!(
                    "cli-value-{}-{}",
                    key_part(id),
                    key_part(value.get_name())
                ));
            }
        }
        for sub in command.get_subcommands() {
            keys(sub, Some(sub.get_name()), out);
        }
    }

    #[test]
    fn every_command_option_and_value_has_its_help_in_both_languages() {
        let mut command = Cli::command();
        command.build();
        let mut wanted = Vec::new();
        keys(&command, None, &mut wanted);
        assert!(wanted.len() > 60, "{wanted:?}");
        for language in Language::ALL {
            let missing: Vec<&String> = wanted
                .iter()
                .filter(|key| i18n::tr_args_in(language, key, &[]) == **key)
                .collect();
            assert!(missing.is_empty(), "{}: {missing:?}", language.tag());
        }
    }

    #[test]
    fn lang_is_found_before_parsing() {
        let args =
            |words: &[&str]| -> Vec<std::ffi::OsString> { words.iter().map(Into::into).collect() };
        let found = |words: &[&str]| language_in_args(&args(words));
        assert_eq!(
            found(&["linlab", "--lang", "zh-CN", "--help"]),
            Some(Language::SimplifiedChinese)
        );
        assert_eq!(
            found(&["linlab", "train", "--lang=en"]),
            Some(Language::English)
        );
        assert_eq!(found(&["linlab", "--lang", "fr"]), None);
        assert_eq!(found(&["linlab", "--", "--lang", "zh-CN"]), None);
        assert_eq!(found(&["linlab", "train", "--data", "x"]), None);
    }
}
