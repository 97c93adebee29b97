//! `pattern.sub(function, string, count=0)` and `subn`: the replacement function is the
//! program's, so the evaluator calls it with each `Match` (the native pattern methods cannot);
//! the text between matches is kept, and the pieces joined as CPython joins them.

use super::call::{take_kwarg, Kwargs};
use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::{CmpOp, Const, Method, PyStr};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Some` result when `m` is `sub`/`subn` called with a callable replacement; `None` leaves
    /// the call to the native method (a template string, and every argument error).
    pub(super) fn sub_with_function(
        &mut self,
        m: Method,
        receiver: &Val<D>,
        args: &[Val<D>],
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        if !matches!(m, Method::Sub | Method::Subn) || args.len() + kwargs.len() > 3 {
            return Ok(None);
        }
        let mut kwargs = kwargs.clone();
        let mut args = args.iter().cloned().map(Some).collect::<Vec<_>>();
        args.resize(3, None);
        for (i, name) in ["repl", "string", "count"].into_iter().enumerate() {
            if let Some(v) = take_kwarg(&mut kwargs, name) {
                if args[i].is_some() {
                    return Ok(None);
                }
                args[i] = Some(v);
            }
        }
        let [Some(repl), Some(string), count] = <[Option<Val<D>>; 3]>::try_from(args).unwrap_or([None, None, None])
        else {
            return Ok(None);
        };
        if !kwargs.is_empty() {
            return Ok(None);
        }
        let Ok(function) = self.callable_value(&repl, at) else { return Ok(None) };
        let zero = self.domain.constant(&Const::Int(0), at)?;
        let count = match count {
            Some(c) => c,
            None => zero.clone(),
        };
        let limited = self.domain.test(CmpOp::Gt, count.clone(), zero.clone(), at)?;
        let found = self.domain.method(Method::Finditer, receiver.clone(), vec![string.clone()], Vec::new(), at)?;
        let matches = self.collect(found, at)?;
        let mut pieces = Vec::new();
        let mut last = zero;
        let mut n: u32 = 0;
        for found in matches {
            let done = self.domain.constant(&Const::Int(i64::from(n)), at)?;
            if limited && self.domain.test(CmpOp::GtE, done, count.clone(), at)? {
                break;
            }
            let start = self.domain.method(Method::Start, found.clone(), Vec::new(), Vec::new(), at)?;
            let between = self.domain.slice(string.clone(), [Some(last), Some(start), None], at)?;
            // CPython joins only the non-empty text between matches (its `TypeError` for a
            // replacement that is not a str counts the pieces it joins).
            if self.domain.truth(&between, at)? {
                pieces.push(between);
            }
            let piece = self.call_callable(function.clone(), vec![found.clone()], Vec::new(), at)?;
            if !self.is_none(&piece, at)? {
                pieces.push(piece);
            }
            last = self.domain.method(Method::End, found, Vec::new(), Vec::new(), at)?;
            n += 1;
        }
        let tail = self.domain.slice(string, [Some(last), None, None], at)?;
        if self.domain.truth(&tail, at)? {
            pieces.push(tail);
        }
        let joined = self.domain.build(BuildKind::List, pieces, at)?;
        let empty = self.domain.constant(&Const::Str(std::rc::Rc::new(PyStr::from(""))), at)?;
        let out = self.domain.method(Method::Join, empty, vec![joined], Vec::new(), at)?;
        if m == Method::Sub {
            return Ok(Some(out));
        }
        let n = self.domain.constant(&Const::Int(i64::from(n)), at)?;
        Ok(Some(self.domain.build(BuildKind::Tuple, vec![out, n], at)?))
    }
}
