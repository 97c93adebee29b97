//! A str's hash input as CPython's: the bytes of the code units it stores the str in.

use std::hash::Hasher;

/// The code units CPython keeps a str in (Latin-1, UCS-2 or UCS-4, little-endian here as on
/// the machines CPython runs on), written to `state` as bytes.
pub(super) fn write_code_units<H: Hasher>(text: &str, state: &mut H) {
    if text.is_ascii() {
        return state.write(text.as_bytes());
    }
    let widest = text.chars().map(u32::from).max().unwrap_or(0);
    let width = if widest <= 0xFF {
        1
    } else if widest <= 0xFFFF {
        2
    } else {
        4
    };
    let units: Vec<u8> = text.chars().flat_map(|c| u32::from(c).to_le_bytes().into_iter().take(width)).collect();
    state.write(&units);
}
