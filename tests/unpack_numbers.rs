//! `**` unpacking in dict displays and the methods and attributes of `int`, `bool` and
//! `float`: the interpreter against python3 on edge values, and the prover proving a program
//! that holds and refuting one that does not, per family (the refutation replays and fails
//! under python3 too); what needs the bits of a term is `skipped`, naming the method.

#[path = "cpython_common/mod.rs"]
mod cpython_common;
#[path = "data_verdicts/mod.rs"]
mod data_verdicts;

use data_verdicts::DataDir;

const DATA: DataDir = DataDir("unpack_numbers");

/// A `main()` returning `expr`, or the exception it raises.
fn returning(expr: &str) -> String {
    format!("def main():\n    return {expr}\n")
}

fn same_as_cpython(exprs: &[&str]) {
    let sources: Vec<String> = exprs.iter().map(|e| returning(e)).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn dict_displays_unpack_mappings_as_cpython() {
    same_as_cpython(&[
        "{**{'a': 1}, 'b': 2, **{'c': 3}}",
        // Later keys win, at the first key's place, and the first key object stays.
        "{'a': 1, 'b': 2, **{'a': 10}, 'c': 3, **{'b': 20}}",
        "{1: 'a', **{True: 'b', 1.0: 'c'}, 2: 'd'}",
        "list({**{'z': 0, 'a': 1}, 'm': 2})",
        "{**{}, **{}}",
        "{**dict(zip('abc', range(3))), 'a': None}",
        "[{**d, 'i': i} for i, d in enumerate([{'x': 1}, {'i': 9, 'y': 2}])]",
        "{k: v for k, v in {**{'a': 1}, **{'b': 2}}.items() if v > 1}",
        "{**[('a', 1)]}",
        "{**{'a': 1}.keys()}",
        "{**{'a': 1}.items()}",
        "{**None}",
        "{**5}",
        "{**'ab'}",
        "{**(1, 2)}",
        "{**{1, 2}}",
        "{'a': 1, **{[]: 2}}",
    ]);
}

#[test]
fn a_dict_display_reads_each_mapping_when_its_turn_comes() {
    let sources = [
        // The mapping is read before the pairs after it run.
        "def main():\n    d = {'a': 1}\n    out = {**d, 'b': d.pop('a')}\n    return out, d\n",
        // The pairs before a non-mapping still run, then the `TypeError`.
        "def main():\n    seen = []\n    try:\n        {'k': seen.append(1), **[]}\n    except TypeError as e:\n        return seen, str(e)\n",
        // The new dict is a shallow copy: a list value is shared.
        "def main():\n    d = {'xs': [1]}\n    e = {**d}\n    e['xs'].append(2)\n    e['n'] = 0\n    return d, e, d is e\n",
    ];
    cpython_common::same_as_cpython_each(&sources.map(str::to_owned));
}

/// `{**obj}` of an instance: CPython's `TypeError` without `keys`, and with one, the keys it
/// gives read through `[]` (a mapping by protocol, as CPython's dict merge reads it).
#[test]
fn a_non_mapping_instance_is_a_type_error_and_one_with_keys_is_read_through_them() {
    let plain = "class Box:\n    pass\n\ndef main():\n    return {**Box()}\n";
    cpython_common::same_as_cpython(plain);
    let keyed = "class Box:\n    def keys(self):\n        return []\n\ndef main():\n    return {**Box()}\n";
    cpython_common::same_as_cpython(keyed);
    let read = "class Box:\n    def keys(self):\n        return ['a', 'b']\n\n    def __getitem__(self, k):\n        return k * 2\n\ndef main():\n    return {'z': 0, **Box(), 'a': 1}\n";
    cpython_common::same_as_cpython(read);
}

#[test]
fn int_and_bool_methods_match_cpython_on_edge_values() {
    same_as_cpython(&[
        "[n.bit_length() for n in (0, 1, -1, 255, -256, 2**63, -2**63, 2**64 - 1, 10**100)]",
        "[n.bit_count() for n in (0, 1, -1, 255, -256, 2**63 - 1, -2**63, 10**100)]",
        "[(n.real, n.imag, n.numerator, n.denominator) for n in (0, -7, 2**70, True, False)]",
        "[type(v).__name__ for v in (True.real, True.numerator, True.conjugate(), False.imag)]",
        "[n.conjugate() for n in (0, -3, 2**80, True)]",
        "[n.as_integer_ratio() for n in (0, -3, 2**80, True, False)]",
        "int.bit_length(True), bool.bit_length(5), int.conjugate(-4)",
        "list(map(int.bit_length, [1, 2, 3, 1024]))",
        "sorted([5, -9, 3], key=int.bit_length)",
        "(5).bit_length(1)",
        "(5).bit_length(x=1)",
        "(5).conjugate(1)",
        "True.is_integer()",
        "(5).hex()",
        "(5).fromhex('0x1')",
        "int.fromhex('0x1')",
        "bool.is_integer",
        "int.bit_length()",
        "int.conjugate(2.5)",
        "(3).real.real.imag",
    ]);
}

#[test]
fn float_methods_match_cpython_on_edge_values() {
    let values = "(0.0, -0.0, 1.5, -2.5, 0.1, 1e308, -1e-308, 5e-324, 2.0**-1074 * 3, 1e16, 2.0**53 + 2)";
    same_as_cpython(&[
        &format!("[x.is_integer() for x in {values} + (float('inf'), float('-inf'), float('nan'))]"),
        &format!("[x.hex() for x in {values} + (float('inf'), float('-inf'), float('nan'))]"),
        &format!("[x.as_integer_ratio() for x in {values}]"),
        &format!("[float.fromhex(x.hex()) == x for x in {values}]"),
        &format!("[(x.real, x.imag, x.conjugate()) for x in {values}]"),
        "float('nan').as_integer_ratio()",
        "float('inf').as_integer_ratio()",
        "float('-inf').as_integer_ratio()",
        "(1e308).as_integer_ratio()[0].bit_length()",
        "(1.5).numerator",
        "(1.5).bit_length()",
        "(1.5).conjugate(1)",
        "(1.5).hex(x=1)",
        "float.is_integer(1)",
        "float.hex(2)",
        "float.conjugate(2)",
        "(2.0).fromhex('0x1p1')",
    ]);
}

#[test]
fn float_fromhex_reads_what_cpython_reads() {
    let texts = [
        "0x1p0",
        " -0X1.8P+1 ",
        "+0x1.8p-1",
        "0x1.8p1\\n",
        "1.8",
        "0x.8",
        "0x1.",
        "ff",
        "0X1",
        "inf",
        "-Infinity",
        "iNfInItY",
        "nan",
        "-nan",
        "-0x0p0",
        "0x0p99999999999999999999",
        "0x1p-99999999999999999999",
        "0x1p-1074",
        "0x1p-1075",
        "0x3p-1076",
        "0x1.fffffffffffffp+1023",
        "0x1.fffffffffffff7p1023",
        "0x0.0000000000001p-1022",
        "0x1fffffffffffff.8p0",
        "0x20000000000001p0",
        "0x20000000000003p0",
    ];
    let mut exprs: Vec<String> = texts.iter().map(|t| format!("float.fromhex('{t}')")).collect();
    for bad in [
        "",
        "0x",
        "0x1p",
        "0x1p+",
        "0x1_0",
        "x1",
        ".",
        "0x1p1 x",
        "\\u00a00x1p1",
        "0x\\u0661",
        "0x1.fffffffffffff8p1023",
        "0x1p1024",
        "0x1p99999999999999999999",
    ] {
        exprs.push(format!("float.fromhex('{bad}')"));
    }
    exprs.push("float.fromhex(5)".to_owned());
    exprs.push("float.fromhex()".to_owned());
    exprs.push("float.fromhex('a', 'b')".to_owned());
    exprs.push("float.fromhex(s='0x1')".to_owned());
    same_as_cpython(&exprs.iter().map(String::as_str).collect::<Vec<_>>());
}

#[test]
fn int_to_bytes_and_from_bytes_run_as_in_cpython() {
    same_as_cpython(&[
        "(5).to_bytes(2, 'big')",
        "(1024).to_bytes(4, byteorder='little')",
        "(-2).to_bytes(2, 'big', signed=True)",
        "(0).to_bytes(0, 'big')",
        "int.from_bytes(b'\\x01\\x00', 'big')",
        "int.from_bytes(b'\\xff\\xfe', 'little', signed=True)",
        "int.from_bytes([1, 2], 'big')",
        "(300).to_bytes(1, 'big')",
        "(-1).to_bytes(1, 'big')",
        "(1).to_bytes(1, 'middle')",
    ]);
}

#[test]
fn proofs_over_dict_displays_with_unpacking() {
    DATA.proved("merge_pass");
    DATA.refuted("merge_fail", "assertion. Example: port=", "AssertionError");
    DATA.proved("merge_term_keys_pass");
    DATA.refuted("merge_term_keys_fail", "assertion. Example: k=0", "AssertionError");
    DATA.refuted("not_mapping_fail", "TypeError: 'list' object is not a mapping", "TypeError");
}

/// Regression: `d.update(other)` copied the placeholders of `other`'s term keys as if they
/// were keys, so `len(d) == 2` was proved although `k == 0` makes it 1.
#[test]
fn update_with_a_term_key_compares_it_with_the_keys_present() {
    DATA.refuted("update_term_keys_fail", "assertion. Example: k=0", "AssertionError");
}

#[test]
fn proofs_over_number_methods() {
    DATA.proved("int_attrs_pass");
    DATA.refuted("int_attrs_fail", "assertion. Example: n=", "AssertionError");
    DATA.proved("float_is_integer_pass");
    DATA.refuted("float_is_integer_fail", "assertion. Example: x=2.0", "AssertionError");
    DATA.refuted("bit_length_plain_fail", "assertion. Example: n=", "AssertionError");
    DATA.proved("bit_length_nonnegative_pass");
}
