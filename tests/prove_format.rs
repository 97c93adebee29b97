//! f-string fields of terms: fill, alignment, width, precision and `!r` of plain text are
//! rendered exactly by the prover; what it cannot render is any string, never a proof of a
//! false claim, and a field that may raise is refused.

use clauz3::{prove, Program, ProveOptions};
use std::path::PathBuf;

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/format/{name}.py"));
    let program = Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

#[test]
fn padded_and_cut_terms_prove() {
    let r = report("spec_pass");
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
    let r = report("repr_pass");
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
}

#[test]
fn a_width_is_a_minimum() {
    let r = report("spec_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_bool_under_a_spec_formats_as_an_int() {
    let r = report("bool_spec_fail");
    assert_eq!(r.line, "main: failed assertion. Example: b=True.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn the_repr_of_plain_text_is_refuted_exactly() {
    let r = report("repr_fail");
    assert_eq!(r.line, "main: failed assertion. Example: s='ok'.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_character_spec_on_an_int_term_is_refuted_by_running_it() {
    // The prover refuses `c` of a term (it may raise); running the program on candidate
    // inputs finds the value that does.
    let r = report("char_spec_fail");
    assert_eq!(r.line, "main: failed OverflowError: %c arg not in range(0x110000). Example: n=-1.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn str_format_and_percent_fields_are_the_f_string_fields() {
    // `str.format`, `format()` and `%s` of terms and of instances (`__format__`, `__str__`)
    // are rendered through the same field model as f-strings.
    let r = report("template_pass");
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
}

#[test]
fn a_str_format_width_is_a_minimum() {
    let r = report("template_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = report("format_builtin_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn an_instance_is_formatted_by_its_own_methods() {
    // `{}` calls `__format__`, `%s` calls `__str__`: a model that confused them would prove this.
    let r = report("template_object_fail");
    assert_eq!(r.line, "main: failed assertion. Example: s=''.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    // `%-4s` pads the instance's text and never cuts it.
    let r = report("percent_object_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn printf_conversions_of_terms_are_their_format_fields() {
    let r = report("percent_pass");
    assert!(r.line.starts_with("main: proved! "), "{}", r.line);
    // A width is a minimum, and `-` pads on the right: a model that cut or mirrored would prove these.
    let r = report("percent_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: n="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = report("percent_align_fail");
    assert!(r.line.starts_with("main: failed assertion. Example: s="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_printf_conversion_without_a_format_field_is_skipped() {
    // `%.3d` pads digits with zeros, which no format field does: refused, never guessed.
    let r = report("percent_skip");
    assert_eq!(
        r.line,
        "main: skipped unsupported program body (printf-style `%` formatting on a symbolic value is not supported by the prover yet at line 5: \"%.3d\" % n)"
    );
}

#[test]
fn printf_of_a_huge_int_term_raises_as_cpython() {
    let r = report("percent_digits_fail");
    assert!(
        r.line.starts_with("main: failed ValueError: Exceeds the limit (4300 digits) for integer string conversion"),
        "{}",
        r.line
    );
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
