//! The web page's player: Web Audio. The `AudioContext` is made by the first sound, which a key
//! press or a click asks for (browsers start sound only after a gesture on the page); each
//! sound is an `AudioBuffer` scheduled right after the one before, so they never overlap.

use web_sys::wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState};

use super::{Player, Sound};

/// The page's audio context, once a sound asked for it, and when the last sound ends.
#[derive(Default)]
pub struct WebAudio {
    context: Option<AudioContext>,
    free_at: f64,
}

/// A JavaScript error in words.
fn said(error: &JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

impl Player for WebAudio {
    fn play(&mut self, sound: Sound) -> Result<(), String> {
        if sound.samples.is_empty() {
            return Ok(());
        }
        let context = match &self.context {
            Some(context) => context,
            None => self
                .context
                .insert(AudioContext::new().map_err(|e| format!("no Web Audio: {}", said(&e)))?),
        };
        if context.state() == AudioContextState::Suspended {
            // A promise: the sound below plays once the page may.
            let _ = context.resume();
        }
        let length = u32::try_from(sound.samples.len()).map_err(|_| "too long".to_owned())?;
        let buffer = context
            .create_buffer(1, length, sound.rate as f32)
            .map_err(|e| said(&e))?;
        buffer
            .copy_to_channel(&sound.samples, 0)
            .map_err(|e| said(&e))?;
        let source = context.create_buffer_source().map_err(|e| said(&e))?;
        source.set_buffer(Some(&buffer));
        source
            .connect_with_audio_node(&context.destination())
            .map_err(|e| said(&e))?;
        let start = self.free_at.max(context.current_time());
        source.start_with_when(start).map_err(|e| said(&e))?;
        self.free_at = start + f64::from(length) / f64::from(sound.rate);
        Ok(())
    }
}
