//! `bytearray` compared with CPython, value for value and error for error: each case is the
//! body of a `main()` run under python3 and under the interpreter, and the `repr` of what it
//! returns (or the exception's class and message) must be equal. Without python3 on PATH the
//! comparisons are skipped.

mod cpython_common;

use cpython_common::same_as_cpython_each;

/// One program per body, with `import`s a body may need at the top.
fn programs(bodies: &[&str]) -> Vec<String> {
    bodies
        .iter()
        .map(|b| {
            format!(
                "import base64\nimport copy\nimport hashlib\nimport json\nimport struct\nimport zlib\n\n\ndef main():\n    {}\n",
                b.replace('\n', "\n    ")
            )
        })
        .collect()
}

#[test]
fn constructors_match_cpython() {
    same_as_cpython_each(&programs(&[
        "return bytearray(), bytearray(3), bytearray(b'ab'), bytearray([1, 2, 255]), bytearray(range(65, 68))",
        "return bytearray('caf\\u00e9', 'utf-8'), bytearray('\\u00e9', 'latin-1'), bytearray('ab', encoding='ascii')",
        "return bytearray(True), bytearray(bytearray(b'x')), bytes(bytearray(b'yz')), bytearray.fromhex('0a 0B ff')",
        "return bytearray(b'abc').fromhex('00'), type(bytearray()).__name__, isinstance(bytearray(), bytes)",
        "return isinstance(bytearray(), bytearray), isinstance(b'', bytearray), type(bytearray(1)) is bytearray",
        "return bytearray(x * 2 for x in range(3)), bytes(x + 1 for x in b'ab'), bytearray(x for x in bytearray(b'hi'))",
        "return bytearray(-1)",
        "return bytearray([256])",
        "return bytearray([-1])",
        "return bytearray(['a'])",
        "return bytearray('abc')",
        "return bytearray(1.5)",
        "return bytearray(None)",
        "return bytearray(b'ab', 'utf-8')",
        "return bytearray(x=1)",
        "return bytearray(1, 2, 3, 4)",
        "return bytearray(2 ** 70)",
        "return bytearray.fromhex('0g')",
        "return bytearray('\\u00e9', 'ascii')",
    ]));
}

#[test]
fn item_and_slice_mutation_match_cpython() {
    same_as_cpython_each(&programs(&[
        "b = bytearray(b'hello')\nb[0] = 72\nb[-1] ^= 0x20\nb[1] |= 1\nreturn b, b[0], b[-2], b[1:3], b[::-1]",
        "b = bytearray(b'abcdef')\nb[1:3] = b'XYZ'\nb[-1:] = [33, 34]\nreturn b",
        "b = bytearray(b'abcdef')\nb[::2] = b'123'\nreturn b",
        "b = bytearray(b'abcdef')\nb[1:3] = b\nreturn b",
        "b = bytearray(b'abcdef')\nb[1:3] = range(65, 70)\nb[0:0] = bytearray(b'<')\nreturn b",
        "b = bytearray(b'abcdef')\ndel b[0]\ndel b[-1]\ndel b[::2]\nreturn b",
        "b = bytearray(b'abcdef')\ndel b[1:3]\nb[4:] = b''\nreturn b, len(b)",
        "b = bytearray(10)\nb[2::3] = bytes(len(range(2, 10, 3)))\nb[1::3] = b'\\x01' * 3\nreturn b",
        "b = bytearray(3)\nb[3] = 1",
        "b = bytearray(3)\nb[-4] = 1",
        "b = bytearray(3)\nb[0] = 256",
        "b = bytearray(3)\nb[0] = -1",
        "b = bytearray(3)\nb[0] = 'a'",
        "b = bytearray(3)\nb[0] = b'a'",
        "b = bytearray(3)\nb['a'] = 1",
        "b = bytearray(3)\nreturn b[3]",
        "b = bytearray(3)\nreturn b['a']",
        "b = bytearray(3)\ndel b[5]",
        "b = bytearray(3)\nb[0:2] = 5",
        "b = bytearray(3)\nb[0:2] = 'ab'",
        "b = bytearray(3)\nb[0:2] = [300]",
        "b = bytearray(3)\nb[0:2] = ['a']",
        "b = bytearray(3)\nb[::2] = b'a'",
        "b = bytearray(3)\nb[::2] = 5",
        "b = bytearray(3)\nb[0] += 300",
    ]));
}

#[test]
fn methods_match_cpython() {
    same_as_cpython_each(&programs(&[
        "b = bytearray(b'ab')\nb.append(99)\nb.extend(b'de')\nb.extend([102, 103])\nb.extend(bytearray(b'h'))\nreturn b",
        "b = bytearray(b'abc')\nb.insert(0, 65)\nb.insert(-10, 66)\nb.insert(100, 67)\nreturn b",
        "b = bytearray(b'abc')\nreturn b.pop(), b.pop(0), b, b.copy(), b.copy() is b",
        "b = bytearray(b'abca')\nb.remove(97)\nb.reverse()\nc = b.copy()\nb.clear()\nreturn b, c, len(b)",
        "b = bytearray(b'abc')\nb.extend(x + 1 for x in b'ab')\nreturn b",
        "b = bytearray(3)\nb.append(256)",
        "b = bytearray(3)\nb.append('a')",
        "b = bytearray(3)\nb.extend('ab')",
        "b = bytearray(3)\nb.extend(5)",
        "b = bytearray(3)\nb.extend([1, 300])",
        "b = bytearray(3)\nb.insert(0, 300)",
        "b = bytearray()\nb.pop()",
        "b = bytearray(3)\nb.pop(5)",
        "b = bytearray(3)\nb.pop('a')",
        "b = bytearray(3)\nb.remove(5)",
        "b = bytearray(3)\nb.remove(300)",
        "return bytearray(b'abc').index(5)",
        "return bytearray(b'a').reverse(1)",
        "return bytearray().append()",
        "return bytearray(b'a').pop(1, 2)",
        "return bytearray().insert(1)",
        "return bytearray().copy(1)",
        "b = bytearray(b' Hello World ')\nreturn b.strip(), b.lower(), b.upper(), b.split(), b.strip().split(b'o')",
        "b = bytearray(b'k=v')\nreturn b.partition(b'='), b.rpartition(b'='), b.replace(b'=', bytearray(b': '))",
        "b = bytearray(b'abcabc')\nreturn b.count(98), b.count(b'bc'), b.find(b'c'), b.rfind(99), b.index(bytearray(b'ca'))",
        "b = bytearray(b'abc')\nreturn b.startswith(b'ab'), b.endswith((b'x', bytearray(b'c'))), b.removeprefix(b'a')",
        "b = bytearray(b'abc')\nreturn b.hex(), b.hex(':'), b.hex('-', 2), b.decode(), b.decode('ascii'), b.isalpha()",
        "return bytearray(b'-').join([bytearray(b'a'), b'b']), b'-'.join([bytearray(b'a'), b'b'])",
        "return bytearray(b'42').isdigit(), bytearray(b'AB').isupper(), bytearray(b' ').isspace()",
        "b = bytearray(b'ab')\nreturn b.ljust(5), b.rjust(4, b'*'), b.center(7, bytearray(b'-')), bytearray(b'-5').zfill(4), b'ab'.center(5, b'*'), b'7'.zfill(3)",
        "b = bytearray(b'a\\r\\nb\\rc\\n\\nd\\x0be\\x1cf')\nreturn b.splitlines(), b.splitlines(True), b'x\\n'.splitlines(keepends=True), b''.splitlines(), b'\\n'.splitlines()",
        "return b'ab'.ljust(5, 'x')",
        "return bytearray(b'ab').rjust(5, b'xy')",
        "return b'ab'.center('a')",
        "return b'-'.join([bytearray(b'a'), 'b'])",
        "return bytearray(b'\\xff').decode()",
        "return bytearray(b'abc').startswith('a')",
    ]));
}

#[test]
fn operators_match_cpython() {
    same_as_cpython_each(&programs(&[
        "a = bytearray(b'ab')\nreturn a + b'c', b'c' + a, a + a, a * 2, 2 * a, a * -1, a == b'ab', b'ab' == a",
        "a = bytearray(b'ab')\nreturn a < b'b', b'a' < a, a <= bytearray(b'ab'), a != b'ab', a == 'ab'",
        "a = bytearray(b'ab')\nreturn 98 in a, b'b' in a, bytearray(b'b') in b'ab', a in b'xaby', b'' in a",
        "a = bytearray(b'ab')\nb = a\nb += b'c'\nb *= 2\nreturn a, b is a, bool(bytearray()), bool(a)",
        "a = bytearray(b'ab')\nreturn list(a), tuple(a), sorted(bytearray(b'cab')), max(a), sum(a), list(reversed(a))",
        "a = bytearray(b'ab')\nreturn str(a), repr(a), f'{a}', '%s' % a, repr(bytearray(b\"it's\")), format(a)",
        "return repr(bytearray(b'a\\'\"b')), repr(bytearray(b'\"')), bytes('ab', encoding='ascii'), bytes('\\u00e9', 'ascii', errors='replace')",
        "return bytearray(b'abc') + 'x'",
        "return bytearray(b'abc') + 1",
        "a = bytearray(b'abc')\na += 'a'",
        "a = bytearray(b'abc')\na += [1]",
        "a = bytearray(b'abc')\na *= 'a'",
        "return bytearray(b'ab') * 'a'",
        "return bytearray(b'abc') < 'abc'",
        "return 'b' in bytearray(b'ab')",
        "return 300 in bytearray(b'ab')",
        "return hash(bytearray())",
        "return {bytearray(): 1}",
        "return {bytearray()}",
        "return 'a' + bytearray(b'b')",
    ]));
}

#[test]
fn aliasing_and_live_iteration_match_cpython() {
    same_as_cpython_each(&programs(&[
        "a = bytearray(b'ab')\nholder = [a, {'k': a}]\nholder[0][0] = 65\nholder[1]['k'].append(67)\nreturn a, holder",
        "a = bytearray(b'abc')\nseen = []\nfor x in a:\n    seen.append(x)\n    if len(a) < 5:\n        a.append(x + 1)\nreturn seen, a",
        "a = bytearray(b'abcd')\nit = iter(a)\nfirst = next(it)\ndel a[1]\nreturn first, list(it)",
        "a = bytearray(b'ab')\ndef grow(buf):\n    buf.extend(b'!')\ngrow(a)\nreturn a",
        "a = bytearray(b'xy')\nb = copy.copy(a)\nc = copy.deepcopy([a, a])\nb[0] = 0\nc[0][1] = 0\nreturn a, b, c, c[0] is c[1]",
    ]));
}

#[test]
fn bytes_consumers_take_bytearrays_as_cpython() {
    same_as_cpython_each(&programs(&[
        "a = bytearray(b'abc')\nh = hashlib.sha256(a)\nh.update(bytearray(b'd'))\nreturn h.hexdigest()[:16], hashlib.md5(a).hexdigest()",
        "a = bytearray(b'\\x01\\x00')\nreturn int.from_bytes(a, 'big'), int.from_bytes(a, 'little'), zlib.crc32(a), zlib.adler32(a)",
        "a = bytearray(b'\\x00\\x02ab')\nreturn struct.unpack('>H2s', a), struct.unpack_from('>H', a, 0), struct.pack('4s', bytearray(b'ab'))",
        "a = bytearray(b'hi there')\nreturn base64.b64encode(a), base64.b64decode(bytearray(b'aGk=')), base64.urlsafe_b64encode(a)",
        "return json.loads(bytearray(b'[1, 2]')), int(bytearray(b' 42 ')), int(bytearray(b'ff'), 16)",
        "return json.dumps(bytearray(b'a'))",
        "return int(bytearray(b'x'))",
        "return struct.pack('c', bytearray(b'a'))",
        "return hashlib.sha1('text')",
    ]));
}
