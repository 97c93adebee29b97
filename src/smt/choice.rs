//! A float object picked among others, as `max` and `min` pick one: a new term whose value is
//! the chosen object's, which remembers under which condition it is each of them. CPython's
//! containers compare identity before `==`, so a nan that `max` returned is still found in the
//! list it came from; without this the prover would see `nan == nan` and miss that path.

use super::{BoolTerm, FloatTerm};

impl FloatTerm {
    /// `then` when `cond` holds, else `orelse`: the very object, not a copy of its value.
    pub fn choose(cond: &BoolTerm, then: &FloatTerm, orelse: &FloatTerm) -> FloatTerm {
        let when = |c: BoolTerm, side: &FloatTerm| -> Vec<(u64, BoolTerm)> {
            side.candidates().into_iter().map(|(id, w)| (id, BoolTerm::and(&[c.clone(), w]))).collect()
        };
        let mut candidates = when(cond.clone(), then);
        candidates.extend(when(cond.not(), orelse));
        let mut picked = FloatTerm::made(cond.0.ite(&then.0, &orelse.0));
        picked.2 = Some(candidates.into());
        picked
    }

    /// Whether this term was picked among several objects by [`FloatTerm::choose`].
    pub fn is_picked(&self) -> bool {
        self.2.is_some()
    }

    /// When the two are one float object: always for clones, never for two plain terms made
    /// apart, and under the conditions of their common candidates for a picked one.
    pub fn is_object(&self, other: &FloatTerm) -> BoolTerm {
        if self.same_object(other) {
            return BoolTerm::lit(true);
        }
        let theirs = other.candidates();
        let common: Vec<BoolTerm> = self
            .candidates()
            .into_iter()
            .flat_map(|(id, mine)| {
                theirs
                    .iter()
                    .filter(move |(other_id, _)| *other_id == id)
                    .map(move |(_, w)| BoolTerm::and(&[mine.clone(), w.clone()]))
            })
            .collect();
        BoolTerm::or(&common)
    }

    /// The objects this term may be, each with the condition under which it is.
    fn candidates(&self) -> Vec<(u64, BoolTerm)> {
        match &self.2 {
            Some(picked) => picked.to_vec(),
            None => vec![(self.1, BoolTerm::lit(true))],
        }
    }
}
