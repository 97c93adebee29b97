//! What the modelled `hashlib` and `base64` compute natively (`<digest>`): message digests
//! (RustCrypto's `sha2`, `sha1`, `md-5`, `sha3` with its SHAKE readers; BLAKE2 our own, `blake2.rs`) and the base64/base32/base16 codecs with CPython's
//! `binascii.Error` messages.

use super::value::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use sha2::Digest;

pub fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let text = |v: &Value| match v {
        Value::Str(s) => Some(s.as_str().to_owned()),
        _ => None,
    };
    match args {
        [op, name, Value::Bytes(data)] if text(op).as_deref() == Some("hash") => {
            let name = text(name).unwrap_or_default();
            hash(&name, data, at).map(super::bytes::value)
        }
        // `_digest("shake", name, data, length)`: `length` bytes of the SHAKE output.
        [op, name, Value::Bytes(data), Value::Int(length)] if text(op).as_deref() == Some("shake") => {
            let Ok(length) = usize::try_from(*length) else {
                return Err(Fault::internal("`<digest>` given a SHAKE length the model did not check", at));
            };
            shake(text(name).as_deref().unwrap_or_default(), data, length, at).map(super::bytes::value)
        }
        // `_digest("blake2", variant, param, key, last_node, data)`: the model checked them.
        [op, name, Value::Bytes(param), Value::Bytes(key), last_node, Value::Bytes(data)]
            if text(op).as_deref() == Some("blake2") =>
        {
            let hash = match text(name).as_deref() {
                Some("blake2b") if param.len() == 64 => super::blake2::blake2b,
                Some("blake2s") if param.len() == 32 => super::blake2::blake2s,
                _ => return Err(Fault::internal("`<digest>` called with a BLAKE2 variant it lacks", at)),
            };
            Ok(super::bytes::value(hash(param, key, last_node.truthy(), data)))
        }
        [op, Value::Bytes(data), Value::Str(alphabet)] if text(op).as_deref() == Some("b64encode") => {
            Ok(super::bytes::value(b64encode(data, alphabet.as_str().as_bytes())))
        }
        [op, Value::Bytes(data), Value::Str(alphabet), strict] if text(op).as_deref() == Some("b64decode") => {
            b64decode(data, alphabet.as_str().as_bytes(), strict.truthy(), at).map(super::bytes::value)
        }
        _ => Err(Fault::internal("`<digest>` called with arguments it does not take", at)),
    }
}

fn hash(name: &str, data: &[u8], at: Span) -> Result<Vec<u8>, Fault> {
    Ok(match name {
        "md5" => md5::Md5::digest(data).to_vec(),
        "sha1" => sha1::Sha1::digest(data).to_vec(),
        "sha224" => sha2::Sha224::digest(data).to_vec(),
        "sha256" => sha2::Sha256::digest(data).to_vec(),
        "sha384" => sha2::Sha384::digest(data).to_vec(),
        "sha512" => sha2::Sha512::digest(data).to_vec(),
        "sha3_224" => sha3::Sha3_224::digest(data).to_vec(),
        "sha3_256" => sha3::Sha3_256::digest(data).to_vec(),
        "sha3_384" => sha3::Sha3_384::digest(data).to_vec(),
        "sha3_512" => sha3::Sha3_512::digest(data).to_vec(),
        other => return Err(Fault::value_error(format!("unsupported hash type {other}"), at)),
    })
}

/// The first `length` bytes SHAKE128 or SHAKE256 squeezes out of `data`.
fn shake(name: &str, data: &[u8], length: usize, at: Span) -> Result<Vec<u8>, Fault> {
    use sha3::digest::{ExtendableOutput, Update, XofReader};
    let mut out = vec![0u8; length];
    match name {
        "shake_128" => sha3::Shake128::default().chain(data).finalize_xof().read(&mut out),
        "shake_256" => sha3::Shake256::default().chain(data).finalize_xof().read(&mut out),
        other => return Err(Fault::value_error(format!("unsupported hash type {other}"), at)),
    }
    Ok(out)
}

/// Base64 with the 64-letter `alphabet` and `=` padding.
fn b64encode(data: &[u8], alphabet: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(alphabet[(n >> (18 - 6 * i) & 63) as usize]);
            } else {
                out.push(b'=');
            }
        }
    }
    out
}

/// `binascii.a2b_base64`: letters outside the alphabet are skipped unless `strict`, decoding
/// ends at the padding that completes a group.
fn b64decode(data: &[u8], alphabet: &[u8], strict: bool, at: Span) -> Result<Vec<u8>, Fault> {
    let error = |message: String| Fault::exc(PyExc::Error, message, at);
    let mut out = Vec::with_capacity(data.len() / 4 * 3);
    let (mut left, mut quad, mut pads, mut letters) = (0u32, 0usize, 0usize, 0usize);
    let mut padding = false;
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            padding = true;
            if strict && letters == 0 && pads == 0 {
                return Err(error("Leading padding not allowed".to_owned()));
            }
            pads += 1;
            if quad >= 2 && quad + pads >= 4 {
                if strict && i + 1 < data.len() {
                    return Err(error("Excess data after padding".to_owned()));
                }
                return Ok(out);
            }
            continue;
        }
        let Some(v) = alphabet.iter().position(|a| *a == c) else {
            if strict {
                return Err(error("Only base64 data is allowed".to_owned()));
            }
            continue;
        };
        if strict && padding {
            return Err(error("Discontinuous padding not allowed".to_owned()));
        }
        let v = v as u32;
        letters += 1;
        pads = 0;
        match quad {
            0 => left = v,
            1 => {
                out.push((left << 2 | v >> 4) as u8);
                left = v & 0xf;
            }
            2 => {
                out.push((left << 4 | v >> 2) as u8);
                left = v & 0x3;
            }
            _ => out.push((left << 6 | v) as u8),
        }
        quad = (quad + 1) % 4;
    }
    match quad {
        0 => Ok(out),
        1 => Err(error(format!(
            "Invalid base64-encoded string: number of data characters ({letters}) cannot be 1 more than a multiple of 4"
        ))),
        _ => Err(error("Incorrect padding".to_owned())),
    }
}
