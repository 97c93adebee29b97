//! `struct`, `binascii` and `zlib`'s checksums (issue 29) as CPython 3.11 on 64-bit Linux
//! gives them: every byte order, the codes `x c b B ? h H i I l L q Q n N e f d s p`, native
//! alignment, half-precision rounding, CPython's `struct.error` wording (which differs by code,
//! size and byte order), hex and base64 lines with `binascii.Error`, CRC-32 and Adler-32. The
//! prover folds packing of known values through the same code, and skips unknown ones.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

#[test]
fn struct_packs_and_unpacks_as_in_cpython() {
    let mut exprs: Vec<String> = [
        "struct.pack('!iHd', -5, 513, 2.5)",
        "struct.unpack('!iHd', struct.pack('!iHd', -5, 513, 2.5))",
        "struct.pack('<hh', 1)",
        "struct.pack('<h', 1, 2)",
        "struct.pack('3s', 'ab')",
        "(struct.pack('<4s', b'ab'), struct.pack('<2s', b'abcd'), struct.pack('<0s', b'ab'), struct.pack('<s', b''))",
        "(struct.pack('<3p', b'abcdef'), struct.unpack('<3p', b'\\x05ab'))",
        "(struct.pack('c', b'a'), struct.pack('c', b'ab'))",
        "(struct.pack('?', []), struct.pack('<?', 2), struct.unpack('<??', b'\\x05\\x00'))",
        "[struct.calcsize(f) for f in ('bhi', '<bhi', '@bq', 'bi0q', '@5sH', '', 'h h', b'<h', '@bH', '3x', 'n', 'P')]",
        "struct.pack('@bH', 1, 2)",
        "struct.calcsize('z')",
        "struct.calcsize('<n')",
        "struct.calcsize('2')",
        "struct.calcsize('2 h')",
        "struct.calcsize(5)",
        "struct.pack(' < 2h ', 1, 2)",
        "(struct.pack('<I', True), struct.pack('<d', True), struct.pack('n', -1))",
        "struct.pack('I', 1.5)",
        "struct.pack('<d', 'x')",
        "struct.pack('<d', 10**400)",
        "struct.unpack('<h', b'abc')",
        "struct.unpack('<h', 'ab')",
        "struct.unpack('3s', b'abc')",
        "list(struct.iter_unpack('<h', b'\\x01\\x00\\x02\\x00'))",
        "struct.iter_unpack('<h', b'abc')",
        "struct.iter_unpack('', b'')",
        "struct.unpack_from('<h', b'abc', 2)",
        "struct.unpack_from('<h', b'xx\\x07\\x00', 2)",
        "[struct.pack('>e', x) for x in (65504.0, 5.96e-08, 2.98e-08, -0.0, float('inf'), 1.0009765625, 1.00048828125, 0.1)]",
        "struct.pack('>e', 65520.0)",
        "[struct.unpack('>e', b) for b in (b'{\\xff', b'\\x00\\x01', b'\\x00\\x00', b'\\xfc\\x00')]",
        "(struct.pack('<f', 0.1), struct.unpack('<f', b'\\xcd\\xcc\\xcc='), struct.pack('f', 1e300))",
        "(struct.Struct('<hI').format, struct.Struct(b'<hI').size, struct.Struct('<hI').pack(1, 2), struct.Struct('<hI').unpack(b'\\x01\\x00\\x02\\x00\\x00\\x00'))",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    for order in ["@", "<", ">", "!", "="] {
        for code in ["b", "B", "h", "H", "i", "I", "l", "L", "q", "Q"] {
            for v in ["-(2**64)", "2**64", "-1", "2**31", "-(2**31)-1", "2**15", "2**63", "255"] {
                exprs.push(format!("struct.pack('{order}{code}', {v})"));
            }
        }
    }
    let exprs: Vec<&str> = exprs.iter().map(String::as_str).collect();
    let source = cpython_common::outcomes_catching(
        "import struct",
        "struct.error, TypeError, ValueError, OverflowError",
        &exprs,
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn binascii_and_zlib_checksums_run_as_in_cpython() {
    let exprs = [
        "(binascii.hexlify(b'ab\\xff'), binascii.hexlify(b'abc', '-'), binascii.hexlify(b'abcdef', b':', 2), binascii.b2a_hex(b'A'))",
        "(binascii.unhexlify('61ff'), binascii.a2b_hex(b'41'))",
        "binascii.unhexlify('6')",
        "binascii.unhexlify('6g')",
        "binascii.unhexlify(5)",
        "binascii.unhexlify('é1')",
        "(binascii.b2a_base64(b'hi'), binascii.b2a_base64(b'hi', newline=False), binascii.a2b_base64(b'aGk=\\n'), binascii.a2b_base64('aGk='))",
        "(binascii.crc32(b'hello'), binascii.crc32(b'lo', binascii.crc32(b'hel')), binascii.crc32(b'', -1))",
        "(zlib.crc32(b'hello'), zlib.crc32(b''), zlib.crc32(b'x', 2**40 + 7), zlib.adler32(b'hello'), zlib.adler32(b'abc', 12345), zlib.adler32(b''))",
        "binascii.hexlify('x')",
        "binascii.crc32('x')",
        "zlib.crc32('x')",
        "zlib.adler32(None)",
    ];
    let source = cpython_common::outcomes_catching(
        "import binascii\nimport zlib",
        "binascii.Error, TypeError, ValueError",
        &exprs,
    );
    cpython_common::same_as_cpython(&source);
}

/// A record header packed from known fields on each path: its size and round trip are
/// proved, and the twin's wrong claim refuted.
const HEADER: &str = "import struct


def header(kind: int) -> bytes:
    if kind == 0:
        return struct.pack('>HBxI', 7, 1, 4096)
    return struct.pack('>HBxI', 7, 2, 65536)


def main(kind: int) -> None:
    raw = header(kind)
    assert len(raw) == struct.calcsize('>HBxI') == 8
    magic, version, length = struct.unpack('>HBxI', raw)
    assert magic == 7
    assert version in (1, 2)
    assert length >= 4096
";

fn verdict(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("header.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn packed_headers_of_known_fields_prove_and_the_twin_is_refuted() {
    let r = verdict(HEADER);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let twin = HEADER.replace("    assert length >= 4096\n", "    assert length < 65536\n");
    let r = verdict(&twin);
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
}

/// Packing an unknown float needs the native packer on a term: skipped, never proved.
#[test]
fn packing_an_unknown_float_is_skipped() {
    let source = "import struct\n\n\ndef main(x: float) -> None:\n    assert len(struct.pack('<d', x)) == 8\n";
    let r = verdict(source);
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
}
