//! The Linux desktop's player: PulseAudio's native protocol in pure Rust (the `pulseaudio`
//! crate; PipeWire's pulse server speaks it too), so linlab builds without ALSA's or
//! libpulse's development files and runs where no sound server is. The stream is played on a
//! thread of its own; the window's thread only finds the server's socket and hands over the
//! samples.

use std::collections::VecDeque;
use std::sync::mpsc;

use pulseaudio::{AsPlaybackSource, Client, protocol};

use super::{Cue, Player, Sound};

/// The PulseAudio player: its thread, started by the first sound.
#[derive(Default)]
pub struct Pulse {
    thread: Option<Thread>,
}

/// The playing thread's ends: the sounds to it, its errors back.
struct Thread {
    sounds: mpsc::Sender<Sound>,
    errors: mpsc::Receiver<String>,
}

impl Player for Pulse {
    fn play(&mut self, sound: Sound) -> Result<(), String> {
        if pulseaudio::socket_path_from_env().is_none() {
            return Err(
                "no PulseAudio or PipeWire socket ($PULSE_SERVER, $XDG_RUNTIME_DIR/pulse/native)"
                    .into(),
            );
        }
        let thread = match &mut self.thread {
            Some(thread) => thread,
            None => self.thread.insert(spawn()?),
        };
        thread
            .sounds
            .send(sound)
            .map_err(|_| "the sound thread stopped".to_owned())
    }

    fn take_error(&mut self) -> Option<String> {
        self.thread.as_ref()?.errors.try_recv().ok()
    }
}

/// Starts the playing thread: it connects on its first sound, and again after an error.
fn spawn() -> Result<Thread, String> {
    let (sounds, inbox) = mpsc::channel::<Sound>();
    let (report, errors) = mpsc::channel();
    std::thread::Builder::new()
        .name("linlab sound".into())
        .spawn(move || {
            let mut client: Option<Client> = None;
            let mut waiting = VecDeque::new();
            loop {
                if waiting.is_empty() {
                    match inbox.recv() {
                        Ok(sound) => waiting.push_back(sound),
                        Err(_) => return,
                    }
                }
                waiting.extend(inbox.try_iter());
                let Some(sound) = waiting.pop_front() else {
                    continue;
                };
                // Behind (a held Step key): an earcon with more sounds after it is skipped.
                if matches!(sound.cue, Cue::Earcon(_)) && !waiting.is_empty() {
                    continue;
                }
                if let Err(error) = play_on(&mut client, sound) {
                    client = None;
                    if report.send(error).is_err() {
                        return;
                    }
                }
            }
        })
        .map_err(|e| format!("no sound thread: {e}"))?;
    Ok(Thread { sounds, errors })
}

/// Plays `sound` to its end on the server (connecting first if need be).
fn play_on(client: &mut Option<Client>, sound: Sound) -> Result<(), String> {
    let client = match client {
        Some(client) => client,
        None => client.insert(Client::from_env(c"linlab").map_err(|e| e.to_string())?),
    };
    let params = protocol::PlaybackStreamParams {
        sample_spec: protocol::SampleSpec {
            format: protocol::SampleFormat::Float32Le,
            channels: 1,
            sample_rate: sound.rate,
        },
        channel_map: protocol::ChannelMap::mono(),
        cvolume: Some(protocol::ChannelVolume::norm(1)),
        sink_name: Some(protocol::DEFAULT_SINK.to_owned()),
        ..Default::default()
    };
    let bytes: Vec<u8> = sound.samples.iter().flat_map(|s| s.to_le_bytes()).collect();
    let mut at = 0;
    // Returning 0 ends the stream.
    let source = move |buffer: &mut [u8]| {
        let n = (bytes.len() - at).min(buffer.len());
        buffer[..n].copy_from_slice(&bytes[at..at + n]);
        at += n;
        n
    };
    pollster::block_on(async {
        let stream = client
            .create_playback_stream(params, source.as_playback_source())
            .await?;
        stream.play_all().await?;
        stream.delete().await
    })
    .map_err(|e| e.to_string())
}
