//! Rebuilds the crate when a catalogue of `assets/i18n` is added or removed (the catalogues
//! themselves are compiled in by `fluent-templates`, which tracks the files it saw).

fn main() {
    println!("cargo:rerun-if-changed=assets/i18n");
}
