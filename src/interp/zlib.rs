//! What the modelled `zlib` compresses and decompresses natively (`<binary>`'s `zlib_*`
//! operations), through the system zlib (`crates/zlib-c`) called as CPython 3.11 calls it, so
//! the bytes and the messages of `zlib.error` are python3's.
//!
//! A compression or decompression object is a value of the module's Python: it keeps the calls
//! made on it, and each call replays them on a fresh stream (zlib is deterministic), so the
//! interpreter's values stay plain data that both engines can hold.

use super::value::Value;
use crate::sema::Fault;
use crate::source::Span;
use zlib_c::{Deflate, Inflate, ZError, Z_BUF_ERROR, Z_FINISH, Z_NO_FLUSH, Z_OK, Z_STREAM_END, Z_STREAM_ERROR};

/// CPython's `zlib.DEF_MEM_LEVEL` and `Z_DEFAULT_STRATEGY`, which `zlib.compress` uses.
const DEF_MEM_LEVEL: i32 = 8;
const DEFLATED: i32 = 8;

/// An exception the module's Python raises: (`"zlib"` for `zlib.error`, or a builtin's name,
/// message).
type Raised = (&'static str, String);

/// CPython's `zlib_error`: `Error <code> <doing>`, then zlib's message or its own for the code.
fn zlib_error(e: &ZError, doing: &str) -> Raised {
    let own = match e.code {
        Z_BUF_ERROR => Some("incomplete or truncated stream"),
        Z_STREAM_ERROR => Some("inconsistent stream state"),
        zlib_c::Z_DATA_ERROR => Some("invalid input data"),
        _ => None,
    };
    let message = match e.msg.as_deref().or(own) {
        Some(why) => format!("Error {} {doing}: {why}", e.code),
        None => format!("Error {} {doing}", e.code),
    };
    ("zlib", message)
}

/// `_binary("zlib_...", ...)`: the result, or `[kind, message]` for the Python to raise.
pub fn call(op: &str, args: &[Value], at: Span) -> Result<Value, Fault> {
    let result = match (op, args) {
        ("zlib_compress", [Value::Bytes(data), level, wbits]) => compress(data, int(level, at)?, int(wbits, at)?),
        ("zlib_decompress", [Value::Bytes(data), wbits]) => decompress(data, int(wbits, at)?),
        ("zlib_deflate", [Value::Tuple(params), Value::Tuple(calls)]) => deflate_calls(params, calls, at)?,
        ("zlib_inflate", [Value::Tuple(params), Value::Tuple(calls)]) => inflate_calls(params, calls, at)?,
        _ => return Err(Fault::internal("`<binary>` called with zlib arguments it does not take", at)),
    };
    Ok(result.unwrap_or_else(|(kind, message)| Value::list(vec![Value::str(kind), Value::str(message)])))
}

fn int(v: &Value, at: Span) -> Result<i32, Fault> {
    match v {
        Value::Int(i) => i32::try_from(*i)
            .map_err(|_| Fault::exc(crate::ir::PyExc::OverflowError, "Python int too large to convert to C int", at)),
        Value::Bool(b) => Ok(i32::from(*b)),
        _ => Err(Fault::internal("`<binary>` zlib with a non-int setting", at)),
    }
}

fn bytes(b: Vec<u8>) -> Value {
    super::bytes::value(b)
}

/// `zlib.compress(data, level, wbits)`.
fn compress(data: &[u8], level: i32, wbits: i32) -> Result<Value, Raised> {
    let mut d = match Deflate::new(level, DEFLATED, wbits, DEF_MEM_LEVEL, 0) {
        Ok(d) => d,
        Err(e) if e.code == zlib_c::Z_MEM_ERROR => {
            return Err(("MemoryError", "Out of memory while compressing data".into()))
        }
        Err(e) if e.code == Z_STREAM_ERROR => return Err(("zlib", "Bad compression level".into())),
        Err(e) => return Err(zlib_error(&e, "while compressing data")),
    };
    let (out, _) = d.run(data, Z_FINISH).map_err(|e| zlib_error(&e, "while compressing data"))?;
    d.end().map_err(|e| zlib_error(&e, "while finishing compression"))?;
    Ok(bytes(out))
}

/// `zlib.decompress(data, wbits)` (its `bufsize` decides only how the output grows).
fn decompress(data: &[u8], wbits: i32) -> Result<Value, Raised> {
    let mut i = Inflate::new(wbits).map_err(|e| init_error(&e, "while preparing to decompress data"))?;
    let r = i.run(data, Z_NO_FLUSH, None, None);
    match r.code {
        Z_STREAM_END => Ok(bytes(r.output)),
        Z_OK | Z_BUF_ERROR => Err(zlib_error(&ZError { code: Z_BUF_ERROR, msg: None }, "while decompressing data")),
        code => Err(zlib_error(&i.error(code), "while decompressing data")),
    }
}

fn init_error(e: &ZError, doing: &str) -> Raised {
    match e.code {
        zlib_c::Z_MEM_ERROR => ("MemoryError", "Out of memory while decompressing data".into()),
        _ => zlib_error(e, doing),
    }
}

/// `compressobj(level, method, wbits, memLevel, strategy, zdict)` then the calls made on it,
/// each `(data, Z_NO_FLUSH)` for `compress(data)` or `(None, mode)` for `flush(mode)`: what the
/// last call returns.
fn deflate_calls(params: &[Value], calls: &[Value], at: Span) -> Result<Result<Value, Raised>, Fault> {
    let mut settings = [0; 5];
    for (k, slot) in settings.iter_mut().enumerate() {
        *slot = params.get(k).map_or(Ok(0), |v| int(v, at))?;
    }
    Ok(deflate_replay(settings, params.get(5), calls, at))
}

fn deflate_replay(settings: [i32; 5], zdict: Option<&Value>, calls: &[Value], at: Span) -> Result<Value, Raised> {
    let [level, method, wbits, mem_level, strategy] = settings;
    let mut d = match Deflate::new(level, method, wbits, mem_level, strategy) {
        Ok(d) => d,
        Err(e) if e.code == zlib_c::Z_MEM_ERROR => {
            return Err(("MemoryError", "Can't allocate memory for compression object".into()))
        }
        Err(e) if e.code == Z_STREAM_ERROR => return Err(("ValueError", "Invalid initialization option".into())),
        Err(e) => return Err(zlib_error(&e, "while creating compression object")),
    };
    if let Some(Value::Bytes(zdict)) = zdict {
        d.set_dictionary(zdict).map_err(|_| ("ValueError", "Invalid dictionary".to_owned()))?;
    }
    // A call that raised is kept too: zlib's stream may have changed (and kept its message).
    let mut last = Ok(Vec::new());
    for call in calls {
        let Value::Tuple(call) = call else { continue };
        last = deflate_call(&mut d, call, at);
    }
    last.map(bytes)
}

/// One call on a compression object: `compress(data)` or `flush(mode)`.
fn deflate_call(d: &mut Deflate, call: &[Value], at: Span) -> Result<Vec<u8>, Raised> {
    match call {
        [Value::Bytes(data), _] => Ok(d.run(data, Z_NO_FLUSH).map_err(|e| zlib_error(&e, "while compressing data"))?.0),
        [Value::None, mode] => {
            let mode = int(mode, at).unwrap_or(Z_FINISH);
            let (out, code) = d.run(&[], mode).map_err(|e| zlib_error(&e, "while flushing"))?;
            if code == Z_STREAM_END && mode == Z_FINISH {
                d.end().map_err(|e| zlib_error(&e, "while finishing compression"))?;
            } else if code != Z_OK && code != Z_BUF_ERROR {
                return Err(zlib_error(&ZError { code, msg: None }, "while flushing"));
            }
            Ok(out)
        }
        _ => Ok(Vec::new()),
    }
}

/// `decompressobj(wbits, zdict)` then the calls made on it, each `("d", data, max_length)` for
/// `decompress` or `("f", b"", length)` for `flush`: `(output, unused_data, unconsumed_tail,
/// eof, live, raised)` after the last, `raised` the `(kind, message)` it raised, or `None`.
fn inflate_calls(params: &[Value], calls: &[Value], at: Span) -> Result<Result<Value, Raised>, Fault> {
    let wbits = params.first().map_or(Ok(15), |v| int(v, at))?;
    let zdict = match params.get(1) {
        Some(Value::Bytes(b)) => Some(b.as_slice()),
        _ => None,
    };
    let mut i = match Inflate::new(wbits) {
        Ok(i) => i,
        Err(e) if e.code == Z_STREAM_ERROR => return Ok(Err(("ValueError", "Invalid initialization option".into()))),
        Err(e) if e.code == zlib_c::Z_MEM_ERROR => {
            return Ok(Err(("MemoryError", "Can't allocate memory for decompression object".into())))
        }
        Err(e) => return Ok(Err(zlib_error(&e, "while creating decompression object"))),
    };
    if let (Some(dict), true) = (zdict, wbits < 0) {
        if let Err(e) = i.set_dictionary(dict) {
            return Ok(Err(zlib_error(&e, "while setting zdict")));
        }
    }
    let mut state = InflateState::default();
    // A call that raised is kept too: it may have saved input, and zlib's stream changed.
    let mut raised = None;
    for call in calls {
        let Value::Tuple(call) = call else { continue };
        let outcome = match &call[..] {
            [Value::Str(kind), Value::Bytes(data), n] if kind.as_str() == "d" => {
                // A `Py_ssize_t` the module's Python has checked.
                let max = match n {
                    Value::Int(i) => usize::try_from(*i).unwrap_or(0),
                    _ => 0,
                };
                state.decompress(&mut i, data, (max > 0).then_some(max), zdict)
            }
            [Value::Str(_), _, _] => state.flush(&mut i, zdict),
            _ => continue,
        };
        raised = outcome.err();
    }
    let raised =
        raised.map_or(Value::None, |(kind, message)| Value::tuple(vec![Value::str(kind), Value::str(message)]));
    Ok(Ok(Value::tuple(vec![
        bytes(state.output),
        bytes(state.unused_data),
        bytes(state.unconsumed_tail),
        Value::Bool(state.eof),
        Value::Bool(state.live),
        raised,
    ])))
}

/// A decompression object's attributes, and what its last call returned.
struct InflateState {
    output: Vec<u8>,
    unused_data: Vec<u8>,
    unconsumed_tail: Vec<u8>,
    eof: bool,
    live: bool,
}

impl Default for InflateState {
    fn default() -> Self {
        InflateState {
            output: Vec::new(),
            unused_data: Vec::new(),
            unconsumed_tail: Vec::new(),
            eof: false,
            live: true,
        }
    }
}

impl InflateState {
    /// CPython 3.11's `save_unconsumed_input`: past the end of the stream the rest of the input
    /// is added to `unused_data`, and while `unconsumed_tail` is not empty it becomes the rest
    /// of the input (measured from where zlib stopped, so the rest added to `unused_data` too).
    fn save_unconsumed(&mut self, data: &[u8], consumed: usize, code: i32) {
        let rest = &data[consumed.min(data.len())..];
        let ended = code == Z_STREAM_END;
        if ended {
            self.unused_data.extend_from_slice(rest);
        }
        if (!ended && !rest.is_empty()) || !self.unconsumed_tail.is_empty() {
            self.unconsumed_tail = rest.to_vec();
        }
    }

    fn decompress(
        &mut self,
        i: &mut Inflate,
        data: &[u8],
        max: Option<usize>,
        zdict: Option<&[u8]>,
    ) -> Result<(), Raised> {
        let r = i.run(data, zlib_c::Z_SYNC_FLUSH, max, zdict);
        if r.dictionary_refused {
            return Err(zlib_error(&i.error(r.code), "while setting zdict"));
        }
        self.save_unconsumed(data, r.consumed, r.code);
        self.output = r.output;
        match r.code {
            Z_STREAM_END => self.eof = true,
            Z_OK | Z_BUF_ERROR => {}
            code => return Err(zlib_error(&i.error(code), "while decompressing data")),
        }
        Ok(())
    }

    fn flush(&mut self, i: &mut Inflate, zdict: Option<&[u8]>) -> Result<(), Raised> {
        let data = std::mem::take(&mut self.unconsumed_tail);
        let r = i.run(&data, Z_FINISH, None, zdict);
        if r.dictionary_refused {
            self.unconsumed_tail = data;
            return Err(zlib_error(&i.error(r.code), "while setting zdict"));
        }
        self.unconsumed_tail = data.clone();
        self.save_unconsumed(&data, r.consumed, r.code);
        self.output = r.output;
        if r.code == Z_STREAM_END {
            self.eof = true;
            self.live = false;
            i.end().map_err(|e| zlib_error(&e, "while finishing decompression"))?;
        }
        Ok(())
    }
}
