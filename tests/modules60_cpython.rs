//! `statistics.NormalDist`, `uuid`, `http.client`'s data, the codecs' error attributes and the
//! bytes methods of issue 29's modules60 batch, compared with CPython value for value and
//! error for error: each case is the body of a `main()` run under python3 and under the
//! interpreter, and the `repr` of what it returns (or the exception's class and message)
//! must be equal. Numeric functions are compared over many points, so a float that differs
//! in its last bit shows. Without python3 on PATH the comparisons are skipped.

mod cpython_common;

use cpython_common::same_as_cpython_each;

fn programs(bodies: &[String]) -> Vec<String> {
    bodies
        .iter()
        .map(|b| {
            format!(
                "import http.client\nimport statistics\nimport uuid\nfrom statistics import NormalDist\n\n\n{ATTEMPT}\n\n\ndef main():\n    {}\n",
                b.replace('\n', "\n    ")
            )
        })
        .collect()
}

/// `attempt(lambda: ...)`: the call's value, or its exception's class and message (a modelled
/// module's exception is named by its class alone, as CPython's `type(e).__name__` names it).
const ATTEMPT: &str = "def attempt(f):\n    try:\n        return f()\n    except Exception as e:\n        return type(e).__name__ + ': ' + str(e)";

fn owned(bodies: &[&str]) -> Vec<String> {
    bodies.iter().map(|b| (*b).to_owned()).collect()
}

/// A deterministic stream of floats in [0, 1) (a 64-bit linear congruential generator's top
/// 53 bits), so the points compared are many and the same on every run.
fn points(seed: u64, n: usize) -> Vec<f64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn list(xs: &[f64]) -> String {
    let items: Vec<String> = xs.iter().map(|x| format!("{x:?}")).collect();
    format!("[{}]", items.join(", "))
}

#[test]
fn normal_dist_inv_cdf_is_cpythons_bit_for_bit() {
    // Both branches of AS241 (|q| <= 0.425, r <= 5, r > 5) and the tails.
    let mut ps = points(7, 400);
    ps.extend([1e-300, 1e-20, 1e-10, 0.02425, 0.075, 0.5, 0.925, 0.97575, 1.0 - 1e-16, 5e-324]);
    let bodies: Vec<String> = ps
        .chunks(60)
        .flat_map(|chunk| {
            let ps = list(chunk);
            [
                format!("return [NormalDist().inv_cdf(p) for p in {ps}]"),
                format!("return [NormalDist(-3.5, 0.001).inv_cdf(p) for p in {ps}]"),
                format!("return [NormalDist(1e6, 250.0).inv_cdf(p).hex() for p in {ps}]"),
            ]
        })
        .collect();
    same_as_cpython_each(&programs(&bodies));
}

#[test]
fn normal_dist_methods_match_cpython() {
    let xs = points(11, 300);
    let bodies: Vec<String> = xs
        .chunks(30)
        .map(|chunk| {
            format!(
                "out = []\nfor i, u in enumerate({}):\n    d = NormalDist(u * 200 - 100, u * 40 + 0.01)\n    e = NormalDist(100 - u * 150, 50 - u * 30)\n    x = u * 400 - 200\n    out.append((d.cdf(x), d.pdf(x), d.zscore(x), d.overlap(e), e.overlap(d), d + e, d - x, x - d, d * x, d / (x + 0.5), x * d, d.quantiles(5)))\nreturn out",
                list(chunk)
            )
        })
        .collect();
    same_as_cpython_each(&programs(&bodies));
}

#[test]
fn normal_dist_forms_and_errors_match_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return NormalDist(), NormalDist(5), NormalDist(mu=1, sigma=2), NormalDist(True, 3), repr(NormalDist(0.1, 1e-300))",
        "d = NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75])\nreturn d, d.mean, d.median, d.mode, d.stdev, d.variance",
        "return NormalDist.from_samples(range(10)), NormalDist.from_samples(iter([1, 2, 3, 4.5])), NormalDist.from_samples((x / 3 for x in range(7)))",
        "return NormalDist(1, 2) == NormalDist(1.0, 2.0), NormalDist(1, 2) == 1, NormalDist(1, 2) != NormalDist(1, 3), hash(NormalDist(1, 2)) == hash((1.0, 2.0))",
        "return -NormalDist(3, 4), +NormalDist(3, 4), NormalDist(3, 4) + NormalDist(1, 3), NormalDist(1, 2).overlap(NormalDist(1, 2)), NormalDist(1, 2).overlap(NormalDist(3, 2))",
        "return NormalDist(0, 1).samples(5, seed=42), NormalDist(10, 3).samples(3, seed='abc'), len(NormalDist().samples(0))",
        "return NormalDist(1, 2).quantiles(), NormalDist(1, 2).quantiles(1), attempt(lambda: NormalDist(1, 2).quantiles(0)), NormalDist(5, 1).inv_cdf(0.5)",
        "return type(NormalDist()).__name__, isinstance(NormalDist(), statistics.NormalDist), NormalDist(2, 0).mean",
        "return attempt(lambda: NormalDist(0, -1))",
        "return attempt(lambda: NormalDist('a', 1))",
        "return attempt(lambda: NormalDist(1, 'b'))",
        "return attempt(lambda: NormalDist(0, 0).pdf(1))",
        "return attempt(lambda: NormalDist(0, 0).cdf(1))",
        "return attempt(lambda: NormalDist(0, 0).inv_cdf(0.5))",
        "return attempt(lambda: NormalDist(0, 0).zscore(1))",
        "return attempt(lambda: NormalDist().inv_cdf(0))",
        "return attempt(lambda: NormalDist().inv_cdf(1.0))",
        "return attempt(lambda: NormalDist().inv_cdf(-0.5))",
        "return attempt(lambda: NormalDist(1, 0).overlap(NormalDist(1, 1)))",
        "return attempt(lambda: NormalDist(1, 1).overlap(3))",
        "return attempt(lambda: NormalDist.from_samples([1]))",
        "return attempt(lambda: NormalDist.from_samples([]))",
        "return attempt(lambda: NormalDist(1, 2) + 'x')",
        "return attempt(lambda: NormalDist(1, 2) * NormalDist(1, 2))",
        "return attempt(lambda: NormalDist(1, 2) / 0)",
    ])));
}

#[test]
fn statistics_functions_match_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), statistics.median_grouped([52, 52, 53, 54], 2), statistics.median_grouped([7]), statistics.median_grouped([1.5, 2.5, 2.5, 9], 0.5)",
        "return statistics.fmean([1, 2, 3], [3, 2, 1]), statistics.fmean(iter([1.5, 2.5]), weights=iter([0.25, 0.75])), statistics.fmean([10, 20, 30])",
        "return statistics.harmonic_mean([40, 60], weights=[5, 30]), statistics.harmonic_mean([1, 0, 3], [1, 0, 1]), statistics.harmonic_mean([3, 4], [0.5, 1.5]), statistics.harmonic_mean(iter([3, 4]), iter([1, 2])), statistics.harmonic_mean([1, 0, 3], [1, 1, 1])",
        "return [attempt(lambda: statistics.harmonic_mean(d, w)) for d, w in (([1, 2], [0, 0]), ([1, 2], [1]), ([1, -2], [1, 1]), ([1, 2], [1, -1]), ([5], [2]), ([], None))]",
        "return attempt(lambda: statistics.median_grouped([]))",
        "return attempt(lambda: statistics.median_grouped(['a', 'b']))",
        "return attempt(lambda: statistics.fmean([1, 2], [1]))",
        "return attempt(lambda: statistics.fmean([1, 2], [0, 0]))",
        "return attempt(lambda: statistics.fmean([], []))",
    ])));
}

#[test]
fn uuids_match_cpython() {
    let ints: Vec<String> = points(3, 120)
        .iter()
        .map(|u| format!("{}", (u * 2f64.powi(52)) as u64 as u128 * 0x9E37_79B9_7F4A_7C15_u128))
        .collect();
    let mut bodies: Vec<String> = ints
        .chunks(20)
        .map(|chunk| {
            format!(
                "out = []\nfor n in [{}]:\n    for u in (uuid.UUID(int=n), uuid.UUID(int=n, version=4), uuid.UUID(int=n, version=1)):\n        out.append((str(u), u.hex, u.urn, u.version, u.variant, u.fields, u.time, u.clock_seq, u.node, u.bytes, u.bytes_le, repr(u)))\n        assert uuid.UUID(bytes_le=u.bytes_le) == u == uuid.UUID(fields=u.fields) == uuid.UUID(str(u)) == uuid.UUID(bytes=u.bytes)\nreturn out",
                chunk.join(", ")
            )
        })
        .collect();
    bodies.push(
        "return [(uuid.uuid3(ns, f'host{i}.example'), uuid.uuid5(ns, f'host{i}.example')) for i in range(25) for ns in (uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)]".to_owned(),
    );
    bodies.extend(owned(&[
        "return uuid.uuid5(uuid.NAMESPACE_DNS, 'caf\\u00e9'), uuid.uuid5(uuid.NAMESPACE_DNS, ''), uuid.UUID('{12345678-1234-5678-1234-567812345678}'), uuid.UUID('urn:uuid:12345678-1234-5678-1234-567812345678')",
        "return uuid.UUID('6BA7B810-9DAD-11D1-80B4-00C04FD430C8'), uuid.UUID(hex='+1234567123456781234567812345678'), uuid.UUID('12345678123456781234567812345678', version=4)",
        "return sorted([uuid.UUID(int=9), uuid.UUID(int=2)]), uuid.UUID(int=2) <= uuid.UUID(int=2), uuid.UUID(int=5) == 5, {uuid.UUID(int=2): 1}[uuid.UUID(int=2)], int(uuid.UUID(int=7))",
        "return uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, uuid.SafeUUID.unknown, uuid.UUID(int=1).is_safe, uuid.NAMESPACE_X500",
        "u = uuid.uuid4()\nreturn u.version, u.variant, len(str(u)), u != uuid.uuid4(), str(u)[14], str(u)[19] in '89ab'",
        "return uuid.UUID('zz345678123456781234567812345678')",
        "return uuid.UUID('1234')",
        "return uuid.UUID()",
        "return uuid.UUID('12345678123456781234567812345678', bytes=b'')",
        "return uuid.UUID(int=-1)",
        "return uuid.UUID(int=1 << 128)",
        "return uuid.UUID(bytes=b'x')",
        "return uuid.UUID(bytes_le=b'12')",
        "return uuid.UUID(int=1, version=9)",
        "return uuid.UUID(fields=(1, 2, 3, 4, 5))",
        "return uuid.UUID(fields=(1, 2, 3, -1, 5, 6))",
        "return uuid.UUID(fields=(1, 2, 3, 4, 5, 1 << 48))",
        "return uuid.UUID(5)",
        "return uuid.UUID(int=5) < 3",
        "return uuid.uuid3(uuid.NAMESPACE_DNS, b'abc')",
        "return uuid.uuid5('x', 'y')",
    ]));
    same_as_cpython_each(&programs(&bodies));
}

#[test]
fn http_client_data_matches_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return http.client.responses",
        "return [(k, http.client.responses[k]) for k in http.client.responses], http.client.responses.get(299, '?')",
        "return http.client.OK, http.client.NOT_FOUND, http.client.IM_A_TEAPOT.phrase, http.client.OK == 200",
        "return http.client.HTTP_PORT, http.client.HTTPS_PORT, http.client.error is http.client.HTTPException",
        "m = http.client\nu = uuid\nreturn m.OK, m.responses[200], m.responses is http.client.responses, u.NAMESPACE_DNS, u.uuid5(u.NAMESPACE_URL, 'x')",
        "r = http.client.responses\nr[299] = 'Mine'\nreturn http.client.responses[299], r is http.client.responses",
        "e = http.client.IncompleteRead(b'abc', 5)\nreturn str(e), repr(e), e.args, e.partial, e.expected, repr(http.client.IncompleteRead(b''))",
        "e = http.client.BadStatusLine('')\nreturn str(e), e.args, e.line, str(http.client.LineTooLong('header')), http.client.UnknownProtocol('HTTP/9').version",
        "return [c.__name__ for c in (http.client.NotConnected, http.client.InvalidURL, http.client.CannotSendRequest) if issubclass(c, http.client.HTTPException)]",
        "return issubclass(http.client.ResponseNotReady, http.client.ImproperConnectionState), isinstance(http.client.InvalidURL('x'), Exception)",
        "raise http.client.CannotSendHeader('busy')",
        "return http.client.responses[999]",
    ])));
}

#[test]
fn codec_errors_carry_cpythons_attributes() {
    same_as_cpython_each(&programs(&owned(&[
        "try:\n    'caf\\u00e9'.encode('ascii')\nexcept UnicodeEncodeError as e:\n    return e.reason, e.start, e.end, e.object, e.encoding, str(e), e.args, repr(e)",
        "try:\n    'a\\u20acb\\u20ac\\u20ac'.encode('latin-1')\nexcept UnicodeEncodeError as e:\n    return e.reason, e.start, e.end, e.object, e.encoding, str(e), e.args",
        "try:\n    '\\u65e5\\u672c'.encode('ascii', 'strict')\nexcept UnicodeError as e:\n    return type(e).__name__, e.start, e.end, str(e)",
        "out = []\nfor blob in (b'\\xff', b'ab\\xe9cd', b'\\xe2\\x82', b'\\xe2\\x28\\xa1', b'\\xf0\\x9f\\x98', b'\\xc0\\xaf', b'\\xed\\xa0\\x80'):\n    try:\n        blob.decode('utf-8')\n    except UnicodeDecodeError as e:\n        out.append((e.reason, e.start, e.end, e.object, e.encoding, str(e), e.args))\nreturn out",
        "try:\n    b'ok\\x80'.decode('ascii')\nexcept ValueError as e:\n    return e.reason, e.start, e.end, e.object, e.encoding, str(e), e.args",
        "try:\n    bytearray(b'\\xff').decode()\nexcept UnicodeDecodeError as e:\n    return e.object, e.start",
        "'caf\\u00e9'.encode('ascii')",
        "b'\\xff\\xfe'.decode()",
    ])));
}

#[test]
fn bytes_text_methods_match_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return b'hello wORLD 3rd x\\xe9y'.title(), b'\\xe9cole'.capitalize(), b'aBC dEF'.capitalize(), b'HeLLo \\xe9'.swapcase(), b'A1b'.title(), b''.title()",
        "return [b.istitle() for b in (b'Hello', b'Hello World', b'hello', b'', b'123', b'A1b', b'Ab Cd1 E', b'AB', b'A b')]",
        "return b'a\\tbc\\td'.expandtabs(), b'a\\tb'.expandtabs(tabsize=2), b'col\\t\\tend\\nx\\ty\\r\\tz'.expandtabs(3), b'\\t'.expandtabs(0), bytearray(b'a\\tb').expandtabs(4)",
        "t = bytes.maketrans(b'abc', b'xyz')\nreturn b'aabbcc'.translate(t), b'aabbcc'.translate(None, b'b'), b'abc'.translate(t, delete=b'a'), bytearray(b'abc').translate(t), len(t), t[97:100]",
        "return bytearray.maketrans(b'ab', b'ba')[97:99], type(bytearray.maketrans(b'', b'')).__name__, b'x'.maketrans(b'x', b'y')[120], b'abc'.translate(bytearray(range(256)))",
        "return bytearray(b'ab cd').title(), bytearray(b'ab').swapcase(), bytearray(b'Ab').istitle(), type(bytearray(b'a').title()).__name__",
        "return b'abc'.translate(b'x')",
        "return bytes.maketrans(b'a', b'bc')",
        "return bytes.maketrans('a', 'b')",
        "return b'abc'.translate(None, 'a')",
        "return b'x'.translate('a' * 256)",
        "return b'a'.expandtabs(1, 2)",
        "return b'a'.title(1)",
    ])));
}

#[test]
fn bytes_percent_formatting_matches_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return b'%s %d %05.2f %x %c%c|%-6b|%r %a %%' % (b'GET', 200, 3.14159, 255, 65, b'z', b'ok', '\\xe9', b'\\x00')",
        "return b'%(method)s %(path)s' % {b'method': b'PUT', b'path': bytearray(b'/x')}, bytearray(b'id=%d') % 7, b'%s' % (b'a',)",
        "return b'%5s|%.2s|%i|%o|%X|%e|%g|%+d|% d|%#x|%#o' % (b'ab', b'xyz', 3.9, 8, 255, 0.5, 1e20, 5, 5, 255, 8)",
        "return b'\\xe9%s' % b'\\xff', b'%r' % [1, 'a'], b'%a' % 'snow\\u2603', b'%s' % bytearray(b'ba'), b'%%' % ()",
        "return b'%s' % 'text'",
        "return b'%s' % 5",
        "return b'%d %d' % (1, 2, 3)",
        "return b'%d' % ()",
        "return b'%c' % 300",
        "return b'%c' % -1",
        "return b'%c' % b'xy'",
        "return b'%c' % 'a'",
        "return b'%y' % 1",
        "return b'%(k)s' % {'k': b'v'}",
        "return b'%(k)' % {b'k': 1}",
        "return b'%d' % 'x'",
    ])));
}

#[test]
fn numbers_from_bytes_match_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return float(b'4.5'), float(bytearray(b'1e3')), float(b' inf '), float(b'-0.0'), int(b'42'), int(b' -7 '), int(b'ff', 16)",
        "return float(b'x')",
        "return float(b'\\xe9')",
        "return float(bytearray(b''))",
        "return int(b'x')",
    ])));
}

#[test]
fn bytes_split_keywords_match_cpython() {
    same_as_cpython_each(&programs(&owned(&[
        "return b'a b  c'.rsplit(maxsplit=1), b'a,b,c'.rsplit(b',', 1), b'a b c'.split(sep=None, maxsplit=1), b'a,b,c'.rsplit(sep=b',', maxsplit=1), bytearray(b'x y z').split(maxsplit=1)",
        "return b'a b'.split(b' ', sep=b' ')",
        "return b'a b'.split(b' ', 1, maxsplit=1)",
    ])));
}
