//! What the agents61 battery (issue 29) found missing, with proofs and failing twins:
//! `min`/`max` of instances with `default=`, `colorsys`, `binascii.crc_hqx`, and the bounds
//! `datetime`'s classes carry (`date.min`, `timedelta.resolution`, ...). Their
//! everyday programs run against CPython in `tests/everyday.rs` (`everyday/agents61_fixes/`);
//! more twins are in `tests/data/soundness/std_modules/` (`colorsys_*`, `crc_hqx_*`,
//! `max_objects_default_*`).

mod proof_common;
use proof_common::{assert_failed, assert_proved};

/// The latest of the dates a flag picks, or the default when it picks none: `max` over
/// instances with `default=`, as the cinema planner's `max(..., default=None)` reads it.
const LATEST: &str = "
from datetime import date


def main(late: bool, none: bool) -> int:
    days = [] if none else [date(2024, 3, 1), date(2024, 12 if late else 2, 1)]
    last = max(days, default=None)
    if none:
        assert last is None
    else:
        assert last.month == (12 if late else 3)
    first = min((d for d in days), default=date(1, 1, 1))
    assert first.year in (1, 2024)
    return 0
";

#[test]
fn the_extreme_of_dates_with_a_default_proves() {
    assert_proved(LATEST);
}

#[test]
fn a_wrong_extreme_of_dates_is_refuted() {
    assert_failed(&LATEST.replace("(12 if late else 3)", "(12 if late else 2)"));
}

#[test]
fn reading_the_default_as_a_date_is_refuted() {
    assert_failed(&LATEST.replace("    if none:\n        assert last is None\n    else:\n", "    if True:\n"));
}

/// A colour's lightness and hue through `colorsys`, for a channel picked by a flag.
const HUES: &str = "
import colorsys


def main(red: bool) -> int:
    r, g, b = (1.0, 0.0, 0.0) if red else (0.0, 0.0, 1.0)
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    assert l == 0.5 and s == 1.0
    assert h == (0.0 if red else 2 / 3)
    assert colorsys.hsv_to_rgb(*colorsys.rgb_to_hsv(r, g, b)) == (r, g, b)
    return 0
";

#[test]
fn colorsys_conversions_prove() {
    assert_proved(HUES);
}

#[test]
fn a_wrong_hue_is_refuted() {
    assert_failed(&HUES.replace("(0.0 if red else 2 / 3)", "(0.0 if red else 0.5)"));
}

/// CRC-CCITT of a message a flag picks, against its known check values.
const CHECKSUM: &str = "
import binascii


def main(full: bool) -> int:
    data = b'123456789' if full else b'a'
    crc = binascii.crc_hqx(data, 0xFFFF)
    assert crc == (0x29B1 if full else 0x9D77)
    return crc
";

#[test]
fn crc_hqx_check_values_prove() {
    assert_proved(CHECKSUM);
}

#[test]
fn a_wrong_crc_hqx_check_value_is_refuted() {
    assert_failed(&CHECKSUM.replace("0x9D77", "0x7C87"));
}

/// `datetime.min` as the default of a search that may find nothing, and the classes' other
/// bounds and steps.
const BOUNDS: &str = "
from datetime import date, datetime, timedelta


def main(seen: bool) -> int:
    events = [datetime(2024, 3, 1, 9)] if seen else []
    last = max(events, default=datetime.min)
    assert (last == datetime.min) == (not seen)
    assert (date.max - date.min).days == 3652058
    assert timedelta.resolution * 1000000 == timedelta(seconds=1)
    return 0
";

#[test]
fn the_classes_bounds_prove_as_sentinels() {
    assert_proved(BOUNDS);
}

#[test]
fn a_wrong_span_between_the_bounds_is_refuted() {
    assert_failed(&BOUNDS.replace("3652058", "3652059"));
}
