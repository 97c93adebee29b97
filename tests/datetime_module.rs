//! The `datetime` module (issue 29): `date`, `timedelta`, naive and aware `datetime`, `time`
//! and the fixed-offset `timezone` run as
//! in CPython 3.11 (calendar arithmetic, normalisation, formatting, parsing, CPython's errors),
//! and a program over concrete dates proves.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

#[test]
fn dates_run_as_in_cpython() {
    let source = cpython_common::outcomes_of(
        "from datetime import date, timedelta",
        &[
            "date(2024, 2, 29)",
            "str(date(7, 3, 4))",
            "date(0, 1, 1)",
            "date(2024, 13, 1)",
            "date(2023, 2, 29)",
            "date('2024', 1, 1)",
            "date(2024.0, 1, 1)",
            "date(2024, 1, 1) + 1",
            "date(2024, 1, 1) - 1",
            "date(2024, 1, 1) < date(2024, 1, 2)",
            "date(2024, 1, 1) == date(2024, 1, 1)",
            "date(2024, 1, 1) != date(2024, 1, 2)",
            "date(2024, 1, 1) == '2024-01-01'",
            "len({date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)})",
            "sorted([date(2024, 5, 1), date(2023, 1, 1), date(2023, 12, 31)])",
            "date(2024, 3, 1) - date(2024, 2, 1)",
            "str(date(2024, 3, 1) - date(2025, 2, 1))",
            "date(2024, 12, 31) + timedelta(days=1)",
            "timedelta(days=40) + date(2024, 1, 31)",
            "date(2024, 3, 31) - timedelta(weeks=5)",
            "date(9999, 12, 31) + timedelta(1)",
            "[date(2024, 1, d).weekday() for d in range(1, 8)]",
            "[date(2024, 1, d).isoweekday() for d in range(1, 8)]",
            "tuple(date(2021, 1, 3).isocalendar())",
            "tuple(date(2020, 12, 31).isocalendar())",
            "tuple(date(2026, 12, 29).isocalendar())",
            "date(2024, 7, 4).toordinal()",
            "date.fromordinal(738000)",
            "date.fromordinal(0)",
            "date.fromisoformat('2025-07-04')",
            "date.fromisoformat('2024-1-1')",
            "date.fromisocalendar(2024, 14, 1)",
            "date.fromisocalendar(2020, 53, 7)",
            "date.fromisocalendar(2024, 53, 1)",
            "date.fromisocalendar(2024, 0, 1)",
            "date.fromisocalendar(2024, 1, 8)",
            "date.fromisocalendar(10000, 1, 1)",
            "date.fromisocalendar('2024', 1, 1)",
            "[date.fromisocalendar(*date(2021, 1, d).isocalendar()) for d in range(1, 5)]",
            "sorted([(date(2024, 5, 1), 'b'), (date(2023, 1, 1), 'a'), (date(2024, 5, 1), 'a')])",
            "(date(2024, 1, 2), 1) < (date(2024, 1, 1), 2)",
            "[date(2024, 1, 1), 0] >= [date(2024, 1, 1)]",
            "max([(date(2024, 1, 1), 'x'), (date(2024, 3, 1), 'y')])",
            "min([(date(2024, 1, 1), 'x'), (date(2024, 3, 1), 'y')], key=lambda p: (p[0], p[1]))",
            "date(2024, 1, 31).replace(month=2)",
            "date(2024, 1, 31).replace(day=1, year=2000)",
            "date(2024, 3, 5).isoformat()",
            "date(2024, 3, 5).ctime()",
            "(date(2024, 3, 5).year, date(2024, 3, 5).month, date(2024, 3, 5).day)",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn timedeltas_normalise_and_compute_as_in_cpython() {
    let source = cpython_common::outcomes_of(
        "from datetime import timedelta, date",
        &[
            "timedelta(0)",
            "timedelta(days=3, hours=5, minutes=7)",
            "str(timedelta(days=3, hours=5, minutes=7))",
            "str(timedelta(days=1, seconds=-1))",
            "str(timedelta(seconds=-1))",
            "str(-timedelta(hours=1, microseconds=5))",
            "str(timedelta(days=-2))",
            "timedelta(weeks=1, milliseconds=5, microseconds=-7)",
            "timedelta(0.5)",
            "timedelta(hours=1.5, minutes=-0.25)",
            "timedelta(seconds=1e-7)",
            "timedelta(True)",
            "timedelta('1')",
            "timedelta(days=1000000000)",
            "(timedelta(-1, 5).days, timedelta(-1, 5).seconds, timedelta(-1, 5).microseconds)",
            "timedelta(days=3, hours=5).total_seconds()",
            "timedelta(hours=1) + timedelta(minutes=30)",
            "timedelta(hours=1) - timedelta(hours=3)",
            "timedelta(1) + 1",
            "timedelta(1) - 'a'",
            "timedelta(hours=5) * 3",
            "2 * timedelta(hours=5)",
            "timedelta(1) * 1.5",
            "timedelta(seconds=1) * 0.3333333",
            "timedelta(1) * 'x'",
            "timedelta(days=3) // timedelta(hours=1)",
            "timedelta(days=3) / timedelta(hours=7)",
            "timedelta(days=3) / 7",
            "timedelta(days=3) / 0.7",
            "timedelta(days=3) // 7",
            "timedelta(days=-3) // 7",
            "timedelta(days=3) % timedelta(hours=7)",
            "timedelta(days=-3) % timedelta(hours=7)",
            "timedelta(1) // 0",
            "timedelta(1) / 0",
            "timedelta(1) / timedelta(0)",
            "abs(timedelta(-1, 5))",
            "+timedelta(3)",
            "timedelta(hours=1) < timedelta(hours=2)",
            "timedelta(hours=24) == timedelta(days=1)",
            "timedelta(1) == 1",
            "timedelta(1) < 1",
            "max([timedelta(3), timedelta(hours=80), timedelta(2)])",
            "bool(timedelta(0)), bool(timedelta(microseconds=1))",
            "hash(timedelta(hours=24)) == hash(timedelta(days=1))",
            "sum([timedelta(hours=5), timedelta(hours=20)], timedelta(0))",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn datetimes_format_and_parse_as_in_cpython() {
    let source = cpython_common::outcomes_of(
        "from datetime import datetime, date, time, timedelta",
        &[
            "datetime(2024, 1, 1)",
            "datetime(2024, 1, 1, 5)",
            "datetime(2024, 1, 1, 0, 0, 1)",
            "datetime(2024, 1, 1, 0, 0, 0, 5)",
            "str(datetime(2024, 2, 29, 13, 45, 30))",
            "str(datetime(2024, 2, 29, 13, 45, 30, 120))",
            "datetime(2024, 1, 1, 25)",
            "datetime(2024, 1, 1, 1, 60)",
            "datetime(2024, 1, 1, 1, 1, 60)",
            "datetime(2024, 1, 1, 1, 1, 1, 1000000)",
            "datetime(2024, 2, 29, 13, 45, 30) + timedelta(hours=12)",
            "datetime(2024, 12, 31, 23, 59) + timedelta(minutes=1, microseconds=3)",
            "datetime(2024, 3, 1) - timedelta(seconds=1)",
            "datetime(2024, 1, 1) - datetime(2023, 1, 1, 5)",
            "str(datetime(2023, 1, 1) - datetime(2024, 1, 1, 0, 0, 1))",
            "datetime(2024, 1, 1) - date(2024, 1, 1)",
            "datetime(2024, 1, 1) == date(2024, 1, 1)",
            "datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 0, 1)",
            "datetime(2024, 1, 1, 5, 6).date()",
            "datetime(2024, 1, 1, 5, 6, 7, 8).time()",
            "datetime.combine(date(2024, 1, 2), time(3, 4))",
            "datetime(2024, 1, 2, 3, 4).replace(hour=23, day=5)",
            "datetime(2024, 1, 2, 3, 4).isoformat()",
            "datetime(2024, 1, 2, 3, 4, 5, 6).isoformat(' ')",
            "datetime(2024, 1, 2, 3, 4).weekday()",
            "datetime.strptime('2024-03-05 07:08:09.5', '%Y-%m-%d %H:%M:%S.%f')",
            "datetime.strptime('05 Mar 24', '%d %b %y')",
            "datetime.strptime('5 march 1999 10%', '%d %B %Y %H%%')",
            "datetime.strptime('x', '%Y')",
            "datetime.strptime('2024-01-01x', '%Y-%m-%d')",
            "datetime.strptime('2024-02-30', '%Y-%m-%d')",
            "datetime.fromisoformat('2024-03-05T07:08:09')",
            "datetime.fromisoformat('2024-03-05 07:08')",
            "datetime.fromisoformat('2024-03-05T07:08:09.123')",
            "datetime.fromisoformat('2024-03-05')",
            "datetime.fromisoformat('2024-03-05T7')",
            "datetime(2024, 3, 5, 13, 4).strftime('%I %p %H %M %S %f %z%Z|')",
            "datetime(2024, 3, 5, 0, 4).strftime('%I %p %y %j %U %W %w %%')",
            "date(2024, 1, 7).strftime('%a %A %b %B %d %m %Y %j %U %W %w')",
            "[date(2023, 1, d).strftime('%U %W') for d in range(1, 9)]",
            "format(date(2024, 3, 5), '%d/%m')",
            "f'{date(2024, 3, 5)}'",
            "f'{date(2024, 3, 5):%A %d %B}'",
            "f'{datetime(2024, 3, 5, 6, 7):%H:%M on %Y-%m-%d}'",
            "time(3, 4)",
            "str(time(3, 4, 5, 6))",
            "time(24)",
            "time(1, 2) < time(1, 3)",
            "[time(1, 2) <= time(1, 2), time(5) > time(4, 59), time(5) >= time(6), time(5) != time(5)]",
            "time(1) < 3",
            "time(1) == time(1, 0)",
            "len({time(1), time(1, 0), time(2)})",
            "date(2024, 1, 1) < datetime(2024, 1, 2)",
            "datetime(2024, 1, 1) >= date(2023, 1, 1)",
            "date(2024, 1, 1) != datetime(2024, 1, 1)",
            "timedelta(1) <= 5",
            "date(2024, 1, 1) > None",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn a_module_import_reaches_the_same_classes() {
    let source = "import datetime\n\n\ndef main():\n    d = datetime.date(2024, 2, 28) + datetime.timedelta(days=2)\n    return d, isinstance(d, datetime.date), datetime.datetime(2024, 1, 1).date() == datetime.date(2024, 1, 1), datetime.MAXYEAR\n";
    cpython_common::same_as_cpython(source);
}

#[test]
fn aware_datetimes_run_as_in_cpython() {
    let source = cpython_common::outcomes_of(
        "from datetime import date, datetime, time, timedelta, timezone, tzinfo",
        &[
            "timezone.utc, str(timezone.utc), timezone(timedelta(0)) == timezone.utc",
            "timezone(timedelta(hours=2), 'CET'), str(timezone(timedelta(hours=-3, minutes=-30)))",
            "timezone(timedelta(seconds=3661.5)).tzname(None), hash(timezone.utc) == hash(timedelta(0))",
            "timezone(5)",
            "timezone(timedelta(hours=24))",
            "timezone(timedelta(hours=1), 5)",
            "datetime(2024, 1, 1, tzinfo=5)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=-5), 'EST'))",
            "datetime(2024, 1, 1, 12).astimezone()",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc) < datetime(2024, 1, 1)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc) - datetime(2024, 1, 1)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc) == datetime(2024, 1, 1, 12)",
            "datetime(2024, 1, 1, 14, tzinfo=timezone(timedelta(hours=2))) == datetime(2024, 1, 1, 12, tzinfo=timezone.utc)",
            "datetime(2024, 1, 1, 14, tzinfo=timezone(timedelta(hours=2))) - datetime(2024, 1, 1, 1, tzinfo=timezone(timedelta(hours=-9)))",
            "datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=2))).strftime('%z|%Z|%f|%%z|%H')",
            "datetime(2024, 1, 1, tzinfo=timezone(timedelta(seconds=3661.5))).strftime('%z')",
            "date(2024, 1, 1).strftime('[%z|%Z|%f]'), datetime(2024, 12, 30).strftime('%G %V %s %k %l %P')",
            "datetime.fromisoformat('2024-01-01T10:00+00:00'), datetime.fromisoformat('2024-01-01T10:00:00.5-03:30')",
            "datetime.fromisoformat('2024-01-01T10:00:00Z'), str(datetime.fromisoformat('2024-01-01T10:00:00+0530'))",
            "datetime.fromisoformat('2024-01-01T10:00:00+05:30:15.5'), datetime.fromisoformat('2024-01-01T10:00+5')",
            "datetime.strptime('10:00 +05:30', '%H:%M %z'), datetime.strptime('10:00 Z', '%H:%M %z')",
            "datetime.strptime('10:00 -0300', '%H:%M %z'), datetime.strptime('10:00 +05', '%H:%M %z')",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc).timestamp(), datetime(2024, 1, 1).timestamp()",
            "datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1.5), date.fromtimestamp(86400)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc).replace(tzinfo=None), datetime(2024, 1, 1).replace(tzinfo=timezone.utc)",
            "datetime(2024, 1, 1, 12, tzinfo=timezone.utc).isoformat(timespec='minutes'), tuple(datetime(2024, 1, 1).timetuple())",
            "tuple(datetime(2024, 1, 1, 1, tzinfo=timezone(timedelta(hours=3))).utctimetuple())",
            "date(2024, 7, 2).timetuple().tm_yday, datetime(2024, 12, 31, 5).timetuple().tm_hour",
            "datetime(2024, 3, 1, 1, tzinfo=timezone(timedelta(hours=3))).utctimetuple().tm_mday",
            "timezone(timedelta(hours=1)).fromutc(datetime(2024, 1, 1, 23))",
            "timezone.utc.fromutc(datetime(2024, 1, 1, 23, tzinfo=timezone.utc)), timezone.utc.dst(None), timezone.utc.utcoffset(None)",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn the_clock_is_read_in_runs_and_skipped_in_proofs() {
    let source = "from datetime import date, datetime, timezone\n\n\ndef main():\n    now = datetime.now(timezone.utc)\n    return now.tzinfo is timezone.utc, now.utcoffset(), now.year >= 2024, date.today().year >= 2024\n";
    cpython_common::same_as_cpython(source);
    // No proof rests on a reading: a true claim about the clock is skipped, and a
    // false one is refuted only by running the program (a model fixing a reading would prove it).
    let claim = "from datetime import datetime\n\n\ndef main() -> None:\n    assert datetime.now().year >= 2024\n";
    let program = Program::from_source("clock.py", claim, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    // The reading is an unknown to the prover (`prover/clock.rs`); the datetime model's
    // arithmetic on it is what stops the proof, and the skip names the call.
    assert!(r.line.contains("datetime.now()"), "{}", r.line);
    let program = Program::from_source("clock.py", &claim.replace(">= 2024", "== 1999"), &[]).unwrap();
    assert_eq!(prove(&program, &ProveOptions::default()).conclusion, Conclusion::Failed);
}

const MEETING: &str = r#"from datetime import datetime, timedelta, timezone


def main() -> None:
    berlin = timezone(timedelta(hours=1), "CET")
    t = datetime(2024, 3, 12, 9, 30, tzinfo=timezone.utc).astimezone(berlin)
    assert t.hour == 10
    assert t.strftime("%H:%M %Z %z") == "10:30 CET +0100"
    assert t == datetime(2024, 3, 12, 9, 30, tzinfo=timezone.utc)
    assert t.isoformat() == "2024-03-12T10:30:00+01:00"
"#;

#[test]
fn a_program_on_aware_datetimes_proves_and_a_wrong_claim_fails() {
    let program = Program::from_source("meet.py", MEETING, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let wrong = MEETING.replace("t.hour == 10", "t.hour == 9");
    let program = Program::from_source("meet.py", &wrong, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

const DUE: &str = r#"from datetime import date, timedelta


def main() -> None:
    start = date(2024, 12, 20)
    due = start + timedelta(days=10)
    assert due == date(2024, 12, 30)
    assert due.weekday() == 0
    assert (due - start).days == 10
    assert due.strftime("%d %b") == "30 Dec"
"#;

#[test]
fn a_program_on_concrete_dates_proves_and_a_wrong_claim_fails() {
    let program = Program::from_source("due.py", DUE, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let wrong = DUE.replace("due.weekday() == 0", "due.weekday() == 1");
    let program = Program::from_source("due.py", &wrong, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

const MONTH_STARTS: &str = r#"from datetime import date, timedelta


def main(month: int, days: int) -> None:
    if 1 <= month <= 12 and 0 <= days <= 400:
        first = date(2024, month, 1)
        later = first + timedelta(days=days)
        assert later >= first
        assert (later - first).days == days
        assert first.weekday() != 6
"#;

#[test]
fn dates_built_from_symbolic_ints_are_refuted_where_cpython_fails() {
    // 2024 has months starting on a Sunday (September, December): the last claim fails there
    // and the interpreter reproduces it. The claims before it hold for every input; the prover
    // leaves them skipped (the model's calendar loop runs on the symbolic day count), never
    // refuted.
    let program = Program::from_source("months.py", MONTH_STARTS, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
    let month = &r.counterexample.expect("a counterexample").into_iter().find(|(n, _)| n == "month").expect("month").1;
    assert!(["9", "12"].contains(&month.as_str()), "{}", r.line);
    let holds = MONTH_STARTS.replace("        assert first.weekday() != 6\n", "");
    let program = Program::from_source("months.py", &holds, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Failed, "{}", r.line);
}
