//! What the modelled `struct`, `binascii` and `zlib` compute natively (`<binary>`): IEEE 754
//! floats of 2, 4 and 8 bytes in either byte order (half precision rounded to nearest, ties
//! to even, as CPython's `PyFloat_Pack2`), and the CRC-32 and Adler-32 checksums; `zlib`'s
//! compression is `interp/zlib.rs`'s.

use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;

/// `_binary(op, ...)` from the modules' Python, whose arguments they have already checked.
pub fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    let op = match args.first() {
        Some(Value::Str(s)) => s.as_str().to_owned(),
        _ => String::new(),
    };
    let int = |v: &Value| match v {
        Value::Int(i) => u32::try_from(*i & 0xFFFF_FFFF).ok(),
        Value::Bool(b) => Some(u32::from(*b)),
        _ => None,
    };
    if op.starts_with("zlib_") {
        return super::zlib::call(&op, &args[1..], at);
    }
    match (op.as_str(), &args[1.min(args.len())..]) {
        ("pack_float", [Value::Float(x), Value::Int(size), little]) => {
            let mut bytes = match size {
                2 => pack_half(*x, at)?.to_be_bytes().to_vec(),
                4 => (*x as f32).to_be_bytes().to_vec(),
                _ => x.to_be_bytes().to_vec(),
            };
            if little.truthy() {
                bytes.reverse();
            }
            Ok(super::bytes::value(bytes))
        }
        ("unpack_float", [Value::Bytes(data), little]) => {
            let mut bytes = data.to_vec();
            if little.truthy() {
                bytes.reverse();
            }
            let x = match bytes.len() {
                2 => unpack_half(u16::from_be_bytes([bytes[0], bytes[1]])),
                4 => f64::from(f32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])),
                8 => f64::from_be_bytes(bytes.try_into().unwrap_or([0; 8])),
                _ => return Err(Fault::internal("`<binary>` unpacks floats of 2, 4 or 8 bytes", at)),
            };
            Ok(Value::Float(x))
        }
        ("crc32", [Value::Bytes(data), start]) => {
            let start = int(start).ok_or_else(|| Fault::internal("`<binary>` crc32 of a non-int start", at))?;
            Ok(Value::Int(i64::from(crc32(data, start))))
        }
        ("adler32", [Value::Bytes(data), start]) => {
            let start = int(start).ok_or_else(|| Fault::internal("`<binary>` adler32 of a non-int start", at))?;
            Ok(Value::Int(i64::from(adler32(data, start))))
        }
        _ => Err(Fault::internal("`<binary>` called with arguments it does not take", at)),
    }
}

/// `x` as an IEEE 754 half: CPython's `OverflowError` past the largest finite half.
fn pack_half(x: f64, at: Span) -> Result<u16, Fault> {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return Ok(sign | 0x7E00);
    }
    if a.is_infinite() {
        return Ok(sign | 0x7C00);
    }
    let too_large = || Fault::exc(crate::ir::PyExc::OverflowError, "float too large to pack with e format", at);
    if a < f64::powi(2.0, -14) {
        // Subnormal (or zero): a multiple of 2**-24; a round up to 1024 is the least normal.
        let n = round_half_even(a * f64::powi(2.0, 24));
        return Ok(sign | n as u16);
    }
    let mut e = ((a.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let mut n = round_half_even(a * f64::powi(2.0, 10 - e));
    if n >= 2048.0 {
        n = 1024.0;
        e += 1;
    }
    if e > 15 {
        return Err(too_large());
    }
    Ok(sign | (((e + 15) as u16) << 10) | (n as u16 - 1024))
}

fn round_half_even(q: f64) -> f64 {
    let r = q.floor();
    let diff = q - r;
    if diff > 0.5 || (diff == 0.5 && r % 2.0 != 0.0) {
        r + 1.0
    } else {
        r
    }
}

fn unpack_half(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1F);
    let frac = f64::from(h & 0x3FF);
    sign * match exp {
        0 => frac * f64::powi(2.0, -24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + frac) * f64::powi(2.0, exp - 25),
    }
}

/// CRC-32 (the polynomial of zlib and `binascii`), continuing from `start`.
fn crc32(data: &[u8], start: u32) -> u32 {
    let mut crc = !start;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// Adler-32, continuing from `start`.
fn adler32(data: &[u8], start: u32) -> u32 {
    let (mut a, mut b) = (start & 0xFFFF, start >> 16);
    for &x in data {
        a = (a + u32::from(x)) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}
