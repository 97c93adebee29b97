//! The third side of the oracle: CPython runs every environment the interpreter ran for a case
//! (effects answered from the same scripts, see [`super::pyscript`]) and the three must agree.
//! A proved program must not raise under CPython on any of them (`proved-but-cpython-fails`);
//! a counterexample must make CPython fail as the interpreter's replay does, or, for a
//! guarantee, make the same calls (`bogus-counterexample`); and on every environment the
//! interpreter and CPython must give the same result and the same effect calls (`cpython`).

use super::case::Case;
use super::env::Env;
use super::oracle::Disagreement;
use super::pyscript::RunSummary;

/// The interpreter's runs of one case, in the order CPython gets them.
pub struct Runs {
    pub envs: Vec<Env>,
    pub ours: Vec<RunSummary>,
    /// Which of them is the refutation's counterexample, if any.
    pub counterexample: Option<usize>,
}

/// Runs `runs` under CPython and holds the three verdicts against each other; the first
/// disagreement, if any. A run the interpreter stopped at its limits shows nothing.
pub fn compare(case: &Case, runs: &Runs, proved: bool, verdict: &str) -> Option<Disagreement> {
    let disagree = |kind, message: String, env: &Env| {
        Some(Disagreement { kind, message, verdict: verdict.to_owned(), env: Some(env.clone()) })
    };
    let theirs = match super::cpython::run(case, &runs.envs) {
        Ok(theirs) => theirs,
        Err(e) => return disagree("cpython", format!("CPython could not run the case: {e}"), runs.envs.first()?),
    };
    for (i, ((env, ours), theirs)) in runs.envs.iter().zip(&runs.ours).zip(&theirs).enumerate() {
        if ours.raised() == Some("LimitExceeded") {
            continue;
        }
        if runs.counterexample == Some(i) && ours != theirs {
            let what = match ours.raised() {
                Some(class) => format!("the interpreter's replay raises {class}"),
                None => "the interpreter's replay makes calls that violate the guarantee".to_owned(),
            };
            let message = format!("{what}, but CPython on the counterexample gives {}", theirs.shown());
            return disagree("bogus-counterexample", message, env);
        }
        if proved {
            if let Some(class) = theirs.raised() {
                let message = format!("proved, but CPython raises {class} (clauz3 gives {})", ours.shown());
                return disagree("proved-but-cpython-fails", message, env);
            }
        }
        if ours != theirs {
            return disagree(
                "cpython",
                format!("clauz3 gives {}, CPython gives {}", ours.shown(), theirs.shown()),
                env,
            );
        }
    }
    None
}
