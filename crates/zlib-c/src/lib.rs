//! The system zlib's deflate and inflate streams, each behind a safe type, driven the way
//! CPython 3.11's `zlib` module drives them (`Modules/zlibmodule.c`): the same calls with the
//! same flush modes, so the bytes, the return codes and zlib's own messages are python3's
//! wherever the two link the same library (`zlibVersion()` says which).

use std::ffi::{c_char, c_int, c_uint, c_ulong, c_void, CStr};

/// zlib's `z_stream` (`zlib.h`), as the C compiler lays it out.
#[repr(C)]
struct ZStream {
    next_in: *const u8,
    avail_in: c_uint,
    total_in: c_ulong,
    next_out: *mut u8,
    avail_out: c_uint,
    total_out: c_ulong,
    msg: *const c_char,
    state: *mut c_void,
    zalloc: Option<unsafe extern "C" fn(*mut c_void, c_uint, c_uint) -> *mut c_void>,
    zfree: Option<unsafe extern "C" fn(*mut c_void, *mut c_void)>,
    opaque: *mut c_void,
    data_type: c_int,
    adler: c_ulong,
    reserved: c_ulong,
}

#[link(name = "z")]
unsafe extern "C" {
    fn zlibVersion() -> *const c_char;
    fn deflateInit2_(
        strm: *mut ZStream,
        level: c_int,
        method: c_int,
        window_bits: c_int,
        mem_level: c_int,
        strategy: c_int,
        version: *const c_char,
        stream_size: c_int,
    ) -> c_int;
    fn deflate(strm: *mut ZStream, flush: c_int) -> c_int;
    fn deflateEnd(strm: *mut ZStream) -> c_int;
    fn deflateSetDictionary(strm: *mut ZStream, dictionary: *const u8, length: c_uint) -> c_int;
    fn inflateInit2_(strm: *mut ZStream, window_bits: c_int, version: *const c_char, stream_size: c_int) -> c_int;
    fn inflate(strm: *mut ZStream, flush: c_int) -> c_int;
    fn inflateEnd(strm: *mut ZStream) -> c_int;
    fn inflateSetDictionary(strm: *mut ZStream, dictionary: *const u8, length: c_uint) -> c_int;
}

pub const Z_OK: i32 = 0;
pub const Z_STREAM_END: i32 = 1;
pub const Z_NEED_DICT: i32 = 2;
pub const Z_STREAM_ERROR: i32 = -2;
pub const Z_DATA_ERROR: i32 = -3;
pub const Z_MEM_ERROR: i32 = -4;
pub const Z_BUF_ERROR: i32 = -5;
pub const Z_NO_FLUSH: i32 = 0;
pub const Z_SYNC_FLUSH: i32 = 2;
pub const Z_FINISH: i32 = 4;

/// The output grows by this much at a time (CPython's first block is 32 KiB; the size only
/// decides how often zlib is called, never what it writes).
const CHUNK: usize = 16 * 1024;

/// The linked library's version, `zlib.ZLIB_RUNTIME_VERSION`.
#[must_use]
pub fn runtime_version() -> String {
    // SAFETY: `zlibVersion` takes nothing and returns a pointer to a static NUL-terminated string.
    unsafe { CStr::from_ptr(zlibVersion()) }.to_string_lossy().into_owned()
}

/// A return code zlib gave, with the message it left in the stream (`strm->msg`), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZError {
    pub code: i32,
    pub msg: Option<String>,
}

/// One zlib stream, boxed so its address stays what zlib recorded at initialization.
struct Stream {
    z: Box<ZStream>,
    /// Whether `deflateInit2_`/`inflateInit2_` succeeded and no `*End` has run since.
    live: bool,
    deflating: bool,
}

impl Stream {
    fn blank(deflating: bool) -> Self {
        let z = Box::new(ZStream {
            next_in: std::ptr::null(),
            avail_in: 0,
            total_in: 0,
            next_out: std::ptr::null_mut(),
            avail_out: 0,
            total_out: 0,
            msg: std::ptr::null(),
            state: std::ptr::null_mut(),
            zalloc: None,
            zfree: None,
            opaque: std::ptr::null_mut(),
            data_type: 0,
            adler: 0,
            reserved: 0,
        });
        Stream { z, live: false, deflating }
    }

    fn error(&self, code: i32) -> ZError {
        let msg = (!self.z.msg.is_null()).then(|| {
            // SAFETY: a non-null `msg` points to a static NUL-terminated string of zlib's.
            unsafe { CStr::from_ptr(self.z.msg) }.to_string_lossy().into_owned()
        });
        ZError { code, msg }
    }

    /// One call of `deflate`/`inflate` on `input` from `*at`, writing into `out`'s spare room
    /// (at most `room` bytes); returns the code, moving `*at` past what zlib consumed.
    fn step(&mut self, input: &[u8], at: &mut usize, out: &mut Vec<u8>, room: usize, flush: i32) -> i32 {
        if !self.live {
            // What zlib answers for a stream that was ended (`deflateStateCheck`).
            return Z_STREAM_ERROR;
        }
        out.reserve(room);
        let rest = &input[*at..];
        let avail_in = c_uint::try_from(rest.len()).unwrap_or(c_uint::MAX);
        let avail_out = c_uint::try_from(room).unwrap_or(c_uint::MAX);
        self.z.next_in = rest.as_ptr();
        self.z.avail_in = avail_in;
        let len = out.len();
        self.z.next_out = out.spare_capacity_mut().as_mut_ptr().cast::<u8>();
        self.z.avail_out = avail_out;
        let strm: *mut ZStream = &mut *self.z;
        // SAFETY: the stream was initialized by this library and is live; `next_in` reads
        // `avail_in` bytes of `rest`, `next_out` writes at most `avail_out` bytes of `out`'s
        // reserved spare capacity; both buffers outlive the call.
        let code = unsafe {
            if self.deflating {
                deflate(strm, flush)
            } else {
                inflate(strm, flush)
            }
        };
        let written = (avail_out - self.z.avail_out) as usize;
        // SAFETY: zlib initialized exactly `written` bytes after the old length.
        unsafe { out.set_len(len + written) };
        *at += (avail_in - self.z.avail_in) as usize;
        self.z.next_in = std::ptr::null();
        self.z.next_out = std::ptr::null_mut();
        code
    }

    fn end(&mut self) -> i32 {
        if !self.live {
            return Z_STREAM_ERROR;
        }
        self.live = false;
        let strm: *mut ZStream = &mut *self.z;
        // SAFETY: the stream is live; after this it is never passed to zlib again but `*End`'s
        // check, which `live` answers instead.
        unsafe {
            if self.deflating {
                deflateEnd(strm)
            } else {
                inflateEnd(strm)
            }
        }
    }

    fn set_dictionary(&mut self, dictionary: &[u8]) -> i32 {
        if !self.live {
            return Z_STREAM_ERROR;
        }
        let Ok(len) = c_uint::try_from(dictionary.len()) else { return Z_STREAM_ERROR };
        let strm: *mut ZStream = &mut *self.z;
        // SAFETY: the stream is live; zlib reads `len` bytes of `dictionary` during the call.
        unsafe {
            if self.deflating {
                deflateSetDictionary(strm, dictionary.as_ptr(), len)
            } else {
                inflateSetDictionary(strm, dictionary.as_ptr(), len)
            }
        }
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if self.live {
            self.end();
        }
    }
}

fn stream_size() -> c_int {
    c_int::try_from(std::mem::size_of::<ZStream>()).unwrap_or(c_int::MAX)
}

/// A deflate stream (`zlib.compressobj`, and `zlib.compress` once).
pub struct Deflate(Stream);

impl Deflate {
    /// `deflateInit2` with CPython's arguments; the code it returned when it failed.
    pub fn new(level: i32, method: i32, wbits: i32, mem_level: i32, strategy: i32) -> Result<Self, ZError> {
        let mut s = Stream::blank(true);
        let strm: *mut ZStream = &mut *s.z;
        // SAFETY: `strm` is a zeroed, boxed `z_stream` with default allocators; the version
        // and size let zlib refuse a layout that differs from its own.
        let code =
            unsafe { deflateInit2_(strm, level, method, wbits, mem_level, strategy, zlibVersion(), stream_size()) };
        if code != Z_OK {
            return Err(s.error(code));
        }
        s.live = true;
        Ok(Deflate(s))
    }

    pub fn set_dictionary(&mut self, dictionary: &[u8]) -> Result<(), ZError> {
        match self.0.set_dictionary(dictionary) {
            Z_OK => Ok(()),
            code => Err(self.0.error(code)),
        }
    }

    /// `deflate(flush)` over all of `input` until zlib leaves output room unused, as CPython's
    /// `Compress.compress` (`Z_NO_FLUSH`) and `flush(mode)` (no input) call it. The last code
    /// is returned with the bytes; `Z_STREAM_ERROR` is an error, as CPython raises it.
    pub fn run(&mut self, input: &[u8], flush: i32) -> Result<(Vec<u8>, i32), ZError> {
        let mut out = Vec::new();
        let mut at = 0;
        loop {
            let before = out.len();
            let code = self.0.step(input, &mut at, &mut out, CHUNK, flush);
            if code == Z_STREAM_ERROR {
                return Err(self.0.error(code));
            }
            if out.len() - before < CHUNK {
                return Ok((out, code));
            }
        }
    }

    /// `deflateEnd`, as `flush(Z_FINISH)` calls it once the stream ended.
    pub fn end(&mut self) -> Result<(), ZError> {
        match self.0.end() {
            Z_OK => Ok(()),
            code => Err(self.0.error(code)),
        }
    }

    pub fn is_live(&self) -> bool {
        self.0.live
    }
}

/// What one call of an inflate loop left: the code it stopped on and where input stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inflated {
    pub output: Vec<u8>,
    pub code: i32,
    /// How much of the input zlib consumed.
    pub consumed: usize,
    /// Whether `code` is `inflateSetDictionary`'s, refusing the dictionary zlib asked for.
    pub dictionary_refused: bool,
}

/// An inflate stream (`zlib.decompressobj`, and `zlib.decompress` once).
pub struct Inflate(Stream);

impl Inflate {
    /// `inflateInit2(wbits)`; the code it returned when it failed.
    pub fn new(wbits: i32) -> Result<Self, ZError> {
        let mut s = Stream::blank(false);
        let strm: *mut ZStream = &mut *s.z;
        // SAFETY: as for `Deflate::new`.
        let code = unsafe { inflateInit2_(strm, wbits, zlibVersion(), stream_size()) };
        if code != Z_OK {
            return Err(s.error(code));
        }
        s.live = true;
        Ok(Inflate(s))
    }

    pub fn set_dictionary(&mut self, dictionary: &[u8]) -> Result<(), ZError> {
        match self.0.set_dictionary(dictionary) {
            Z_OK => Ok(()),
            code => Err(self.0.error(code)),
        }
    }

    /// CPython's inflate loop: `inflate(flush)` while zlib fills the output it was given (or
    /// asks for the dictionary, set from `zdict` when there is one), stopping at the end of
    /// the stream, on another code, or once `max_length` bytes (when given) are out.
    pub fn run(&mut self, input: &[u8], flush: i32, max_length: Option<usize>, zdict: Option<&[u8]>) -> Inflated {
        let mut out = Vec::new();
        let mut at = 0;
        loop {
            let room = match max_length {
                Some(max) if out.len() >= max => {
                    return Inflated { output: out, code: Z_OK, consumed: at, dictionary_refused: false }
                }
                Some(max) => CHUNK.min(max - out.len()),
                None => CHUNK,
            };
            let before = out.len();
            let mut code = self.0.step(input, &mut at, &mut out, room, flush);
            if code == Z_NEED_DICT {
                match zdict {
                    Some(dict) => match self.0.set_dictionary(dict) {
                        Z_OK => code = Z_OK,
                        other => return Inflated { output: out, code: other, consumed: at, dictionary_refused: true },
                    },
                    None => return Inflated { output: out, code, consumed: at, dictionary_refused: false },
                }
            } else if !matches!(code, Z_OK | Z_BUF_ERROR) || out.len() - before < room {
                return Inflated { output: out, code, consumed: at, dictionary_refused: false };
            }
        }
    }

    /// The message zlib left for `code` on this stream.
    pub fn error(&self, code: i32) -> ZError {
        self.0.error(code)
    }

    /// `inflateEnd`, as CPython calls it when `flush()` reaches the end of the stream.
    pub fn end(&mut self) -> Result<(), ZError> {
        match self.0.end() {
            Z_OK => Ok(()),
            code => Err(self.0.error(code)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_trip_with_the_default_settings() {
        let mut d = Deflate::new(-1, 8, 15, 8, 0).unwrap();
        let (bytes, code) = d.run(b"abcabc", Z_FINISH).unwrap();
        assert_eq!(code, Z_STREAM_END);
        // python3 -c "import zlib; print(zlib.compress(b'abcabc'))"
        assert_eq!(bytes, b"x\x9cKLJNLJ\x06\x00\x08\x0c\x02M");
        let mut i = Inflate::new(15).unwrap();
        let r = i.run(&bytes, Z_NO_FLUSH, None, None);
        assert_eq!((r.output.as_slice(), r.code, r.consumed), (&b"abcabc"[..], Z_STREAM_END, bytes.len()));
    }

    #[test]
    fn a_bad_header_is_zlibs_message() {
        let mut i = Inflate::new(15).unwrap();
        let r = i.run(b"abc", Z_NO_FLUSH, None, None);
        assert_eq!(r.code, Z_DATA_ERROR);
        assert_eq!(i.error(r.code).msg.as_deref(), Some("incorrect header check"));
    }
}
