//! A live class: the teacher's window serves its lecture to the students' own pages over the
//! classroom's network, and their answers come back. [`protocol`] is what travels (a page only
//! joins and answers), [`roster`] who joined and what they answered, `journal` (natively) the
//! class kept on disk as it goes, to resume it after a crash, and [`server`] (natively, with the
//! window) the WebSocket server on the teacher's machine, which serves the page too: [`listen`]
//! accepts its connections through the [`door`] (a share per address) under the [`limits`],
//! [`socket`] is one page's WebSocket, [`hub`] what the window and the pages share, and
//! [`wrong_codes`] slows an address that guesses the code; `remote` is the teacher's phone and `remote_socket` its connection; `wire` is what both kinds of
//! connection are made of.

#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod door;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod hub;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub mod journal;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub mod limits;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod listen;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod page;
pub mod protocol;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod remote;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod remote_socket;
pub mod roster;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub mod server;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod socket;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod wire;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod wrong_codes;
