//! Builtins over symbolic values, after `views` has replaced any dict view among the
//! arguments: each family of values tries its own encoding in turn, and what none of them
//! takes runs in the interpreter on plain copies, or is refused.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::ir::{Builtin, Conversion};
use crate::sema::{Domain, Fault};
use crate::smt::IntTerm;
use crate::source::Span;
use num_bigint::BigInt;
use std::rc::Rc;

/// Keyword arguments of a call.
type Kwargs = Vec<(Rc<str>, SymVal)>;
type FaultOr<T> = Result<T, Fault>;

impl Symbolic<'_> {
    /// `b(*args, **kwargs)` with no view among the arguments.
    pub(super) fn builtin_call(&mut self, b: Builtin, args: Vec<SymVal>, kwargs: Kwargs, at: Span) -> FaultOr<SymVal> {
        if b == Builtin::Argv {
            // Not the one command line of this proof's run: a proof holds for every run.
            return Err(Fault::unsupported(
                "`sys.argv`: the command line a run is given, which a proof cannot know (pass what the program needs as literals, or read it outside the proved function)",
                self.program_site(at),
            ));
        }
        if b == Builtin::Id {
            // The number of a newly numbered object (`sema/identity.rs`): CPython's address,
            // which no proof may know; the evaluator assumes it differs from the others. A
            // failure that rests on its value (an order of ids) is no verdict: the
            // interpreter's numbers are not CPython's addresses either.
            self.approximate(
                "an `id()` number was taken as any int unlike the other objects' (CPython's are addresses)",
                Some(at),
            );
            return Ok(SymVal::Int(IntTerm::fresh("id")));
        }
        if matches!(b, Builtin::Entropy | Builtin::Clock) {
            // Reported where the program called the module, not inside `random.py`/`time.py`.
            let at = self.program_site(at);
            if b == Builtin::Clock {
                return self.clock_call(&args, at);
            }
            // Not handed to the concrete domain: a proof must not rest on one draw of it.
            return Err(Fault::unsupported(
                "numbers drawn from the operating system (an unseeded `random` generator's, `uuid.uuid4()`'s), which no proof can know: seed a generator (`random.seed(n)`, `random.Random(n)`)",
                at,
            ));
        }
        if let (Builtin::Str | Builtin::Repr | Builtin::Format, [v, spec @ ..], true) =
            (b, args.as_slice(), kwargs.is_empty())
        {
            // An exception made from terms, whose arguments are kept beside it (`exc_args`).
            let conversion = if b == Builtin::Repr { Conversion::Repr } else { Conversion::None };
            let spec = match spec {
                [] => Some(""),
                [SymVal::Concrete(Value::Str(s))] if b == Builtin::Format => Some(s.as_str()),
                _ => None,
            };
            if let Some(field) = spec.map(|spec| self.exc_field(v, conversion, spec, at)).transpose()?.flatten() {
                return Ok(field);
            }
        }
        let args = match self.iterator_args(b, args, at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        let args = match self.seq_builtin(b, args, kwargs.is_empty(), at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        if let (Builtin::Format, true, [v, spec @ ..]) = (b, kwargs.is_empty(), args.as_slice()) {
            // `format(v, spec)` of a term is the f-string field `{v:spec}`, modelled (or refused) alike.
            let spec = match spec {
                [] => Some(None),
                [s @ SymVal::Concrete(Value::Str(_))] => Some(Some(s.clone())),
                _ => None,
            };
            if let (Some(spec), None) = (spec, v.known()) {
                return self.format(v.clone(), crate::ir::Conversion::None, spec, at);
            }
        }
        if let Some(v) = self.type_builtin(b, &args, kwargs.is_empty(), at)? {
            return Ok(v);
        }
        let keyed = kwargs.iter().any(|(k, _)| &**k == "key");
        let args = match self.set_builtin(b, args, keyed, at)? {
            Ok(done) => return Ok(done),
            Err(args) => args,
        };
        if let ([SymVal::Str(t)], true) = (args.as_slice(), kwargs.is_empty()) {
            if b == Builtin::Len {
                return Ok(SymVal::Int(t.len()));
            }
            if b == Builtin::Str {
                return Ok(SymVal::Str(t.clone()));
            }
            if b == Builtin::Bool {
                return Ok(SymVal::Bool(t.len().eq(&IntTerm::lit(&BigInt::from(0))).not()));
            }
        }
        if let ([v], Builtin::Str, true) = (args.as_slice(), b, kwargs.is_empty()) {
            if let SymVal::Int(n) = v {
                self.digit_limit(n, at)?;
            }
            if let Some(text) = Self::int_text(v) {
                return Ok(SymVal::Str(text));
            }
        }
        if let ([v @ (SymVal::Int(_) | SymVal::Bool(_))], true) = (args.as_slice(), kwargs.is_empty()) {
            if let Some(text) = self.as_int(v).map(|n| self.radix_text(b, &n, at)).transpose()?.flatten() {
                return Ok(text);
            }
        }
        if let (Builtin::Round, true) = (b, kwargs.is_empty()) {
            if let Some(v) = self.round_term(&args, at)? {
                return Ok(v);
            }
        }
        if let ([arg], true) = (args.as_slice(), kwargs.is_empty()) {
            if let Some(v) = self.float_builtin(b, arg, at)? {
                return Ok(v);
            }
        }
        if let ([SymVal::Tuple(items)], Builtin::Len) = (args.as_slice(), b) {
            return Ok(SymVal::Concrete(Value::Int(items.len() as i64)));
        }
        if b == Builtin::Range && kwargs.is_empty() && args.iter().any(|a| matches!(a, SymVal::Int(_))) {
            return self.symbolic_range(&args, at);
        }
        if let ([SymVal::Range(r)], Builtin::Len) = (args.as_slice(), b) {
            if r.step == 1 {
                let width = r.stop.sub(&r.start);
                let zero = IntTerm::lit(&BigInt::from(0));
                return Ok(SymVal::Int(IntTerm::ite(&width.lt(&zero), &zero, &width)));
            }
        }
        if let (Builtin::Json, [SymVal::Concrete(Value::Str(op)), ..]) = (b, args.as_slice()) {
            if op.as_str() == "dumps" && self.builtin_args(b, &args).is_none() {
                // A symbolic value inside: the modelled encoder writes it, in Python.
                return Ok(SymVal::Concrete(Value::None));
            }
        }
        if let (Builtin::Json, [SymVal::Concrete(Value::Str(op)), v]) = (b, args.as_slice()) {
            if op.as_str() == "plain" {
                // Only an instance changes (`interp::json::plain`); a term is written as it is.
                let plain = self.as_object(v).and_then(|o| o.builtin_base_value());
                return Ok(plain.unwrap_or_else(|| v.clone()));
            }
        }
        if let Some(v) = self.ordered_builtin(b, &args, &kwargs, at)? {
            return Ok(v);
        }
        if let Some(v) = self.arith_builtin(b, &args, kwargs.is_empty(), at)? {
            return Ok(v);
        }
        if b == Builtin::Dict {
            if let Some(v) = self.dict_with_keywords(&args, &kwargs, at)? {
                return Ok(v);
            }
        }
        if kwargs.is_empty() {
            if let Some(v) = self.list_builtin(b, &args, at)? {
                return Ok(v);
            }
            if let Some(v) = self.dict_builtin(b, &args, at)? {
                return Ok(v);
            }
            if b == Builtin::Dict {
                if let Some(v) = self.dict_of_pairs(&args, at)? {
                    return Ok(v);
                }
            }
        }
        let what = if b == Builtin::Libm {
            "the C library's float functions behind `math` (`log`, `exp`, `sin`, ...)".to_owned()
        } else if b == Builtin::Cmath {
            "`cmath`".to_owned()
        } else if matches!(b, Builtin::Regex | Builtin::Json | Builtin::Digest | Builtin::Unicodedata | Builtin::Binary)
        {
            let module = if b == Builtin::Regex {
                "re"
            } else if b == Builtin::Json {
                "json"
            } else if b == Builtin::Unicodedata {
                "unicodedata"
            } else if b == Builtin::Binary {
                "struct`/`binascii`/`zlib"
            } else {
                "hashlib`/`base64"
            };
            if self.builtin_args(b, &args).is_none() {
                return Err(Fault::unsupported(format!("`{module}` on a symbolic value is not modelled"), at));
            }
            format!("`{module}`")
        } else {
            format!("`{}()`", b.name())
        };
        if let (Builtin::Hash, [v], true) = (b, args.as_slice(), kwargs.is_empty()) {
            if let Some(h) = self.hash_of_term(v) {
                return Ok(h);
            }
        }
        let plain = self.builtin_args(b, &args).ok_or_else(|| unsupported_symbolic(&what, at))?;
        let (sym_args, args) = (args, plain);
        let run_varying_hash = if b == Builtin::Hash {
            args.first().filter(|v| !crate::interp::pyset::py_hash(v).1).cloned()
        } else {
            None
        };
        let mut kw = Vec::with_capacity(kwargs.len());
        for (k, v) in kwargs {
            kw.push((k, Self::concrete(v, b.name(), at)?));
        }
        // An unhashable argument is still CPython's `TypeError`, raised by the call.
        let out = self.inner.builtin(b, args, kw, at).map_err(Self::exact)?;
        Self::note_readers(b, &sym_args, &out);
        if let Some(hashed) = run_varying_hash {
            return self.hash_within_run(&hashed).ok_or_else(|| run_varying_hash_refused(self.program_site(at)));
        }
        Ok(super::lists::adopt(out))
    }
}

impl Symbolic<'_> {
    /// `hash(v)` of a key, for finding it in a table only (`Domain::table_hash`): a plain
    /// value's hash is the interpreter's, a str's accepted too (no proof reads the number),
    /// with whether every CPython run computes it; a term's is `hash()`'s.
    pub(super) fn key_hash_call(&mut self, v: SymVal, at: Span) -> FaultOr<(SymVal, bool)> {
        if let Some(hashed) = self.object_table_hash(&v) {
            return Ok(hashed);
        }
        let Some(plain) = self.builtin_args(Builtin::Hash, std::slice::from_ref(&v)) else {
            return Ok((self.builtin(Builtin::Hash, vec![v], Vec::new(), at)?, true));
        };
        let fixed = plain.first().is_some_and(|p| crate::interp::pyset::py_hash(p).1);
        let out = self.inner.builtin(Builtin::Hash, plain, Vec::new(), at).map_err(Self::exact)?;
        Ok((SymVal::Concrete(out), fixed))
    }
}

/// `sum(items, start)` raises CPython's `TypeError` for a text or bytes `start` before reading
/// an item; the shortcuts over lists, sets and sequences below add items to `start` and would
/// otherwise concatenate.
pub(super) fn sum_start_checked(args: &[SymVal], kwargs: &Kwargs, at: Span) -> FaultOr<()> {
    let start = args.get(1).or_else(|| kwargs.iter().find(|(k, _)| &**k == "start").map(|(_, v)| v));
    let refusal = match start {
        Some(SymVal::Str(_)) => crate::interp::sum_start_refusal(&Value::str("")),
        Some(SymVal::Concrete(v)) => crate::interp::sum_start_refusal(v),
        _ => None,
    };
    match refusal {
        Some(message) => Err(Fault::type_error(message, at)),
        None => Ok(()),
    }
}

/// The interpreter gives a str, `None` or nan a fixed hash, but each CPython run gives another:
/// a proof that relied on the number would hold for clauz3's run only. Refused where
/// `run_hashes` cannot stand for it (a nan, a value holding an instance).
fn run_varying_hash_refused(at: Span) -> Fault {
    Fault::unsupported(
        "hash() of a nan, or of a value holding one or an object, differs from one CPython run to the next, so a proof cannot rely on its value",
        at,
    )
}
