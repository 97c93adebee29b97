//! Calling a trusted effect: its arguments bound to its parameters, every `requires` checked
//! on them, the call handed to the domain's gate (the one chokepoint), and every `ensures`
//! assumed of what it returned.

use super::call::Kwargs;
use super::{CheckSource, Closure, Domain, EffectCall, Evaluator, Fault, FaultKind};
use crate::ir::{Place, StmtKind};
use crate::source::Span;
use std::rc::Rc;

/// Why a trusted effect may not run while the module loads: it would act before the target
/// runs, outside the calls the target's guarantees and approval are about.
pub const MODULE_LEVEL_EFFECT: &str = "a trusted effect is called at module level, where it would run while the program and its contracts load: effects may only be called from a function, such as `main()` (call it there and pass its result on)";

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A trusted effect: bind, check every precondition, then hand the call to the domain's gate.
    pub(super) fn call_effect(
        &mut self,
        id: crate::ir::EffectId,
        args: Vec<D::Val>,
        kwargs: Kwargs<D::Val>,
        at: Span,
    ) -> Result<D::Val, Fault> {
        if self.loading_module {
            return Err(Fault::unsupported(MODULE_LEVEL_EFFECT, at));
        }
        let decl = self.program.effect(id);
        let positional = args.len();
        let passed = self.bind_params(&decl.name, &decl.params, None, args, kwargs, (false, false), at)?.0;
        let mut full = Vec::with_capacity(passed.len());
        for (p, v) in decl.params.iter().zip(&passed) {
            full.push(match (v, &p.default) {
                (Some(v), _) => v.clone(),
                (None, Some(c)) => self.domain.constant(c, p.span)?,
                (None, None) => return Err(Fault::internal("an unbound effect parameter survived binding", at)),
            });
        }
        let named: Vec<(Rc<str>, D::Val)> =
            decl.params.iter().zip(passed).filter_map(|(p, v)| v.map(|v| (p.name.clone(), v))).collect();
        // The predicate repeats the effect's parameters, kinds included: keyword-only ones
        // are passed by keyword.
        let (mut by_position, mut by_keyword) = (Vec::new(), Vec::new());
        for (p, v) in decl.params.iter().zip(&full) {
            match p.kind {
                crate::ir::ParamKind::KeywordOnly => by_keyword.push((p.name.clone(), v.clone())),
                crate::ir::ParamKind::PositionalOnly | crate::ir::ParamKind::Normal => by_position.push(v.clone()),
            }
        }
        for pre in &decl.requires {
            let closure = Closure::new(pre.func, self.no_free.clone());
            let holds = self.call_closure(&closure, by_position.clone(), by_keyword.clone(), at)?;
            // A lambda's body is one `return`: its parameters are its first locals.
            let expr = match &self.program.function(pre.func).body[..] {
                [stmt] => {
                    if let StmtKind::Return(Some(e)) = &stmt.kind {
                        Some(e)
                    } else {
                        None
                    }
                }
                _ => None,
            };
            let load = |p: Place| match p {
                Place::Local(i) => full.get(i as usize).cloned(),
                Place::Cell(_) | Place::Free(_) | Place::Global(_) => None,
            };
            let source = CheckSource { expr, load: &load };
            if !self.domain.check(super::Check::Precondition, &holds, source, at)? {
                let shown: Vec<String> = named.iter().map(|(k, v)| format!("{k}={}", self.domain.show(v))).collect();
                let what = pre.message.clone().unwrap_or_else(|| "requires predicate is false".to_owned());
                return Err(Fault::new(
                    FaultKind::Precondition,
                    format!("precondition of `{}` violated: {what}", decl.name),
                    at,
                )
                .with_note(format!("call: {}({})", decl.name, shown.join(", ")))
                .with_related("precondition declared here", pre.span));
            }
        }
        let handled = self.handled_raises(decl);
        let returned = self.domain.effect(EffectCall { id, decl, args: named, positional, handled, at })?;
        for post in &decl.ensures {
            let mut args = if post.takes_arguments { full.clone() } else { Vec::new() };
            args.push(returned.clone());
            self.assuming += 1;
            let holds = self.call_closure(&Closure::new(post.func, self.no_free.clone()), args, Vec::new(), at);
            self.assuming -= 1;
            let holds = holds?;
            if !self.domain.assume(&holds, at)? {
                let what = post.message.clone().unwrap_or_else(|| "ensures predicate is false".to_owned());
                let shown = self.domain.show(&returned);
                return Err(Fault::new(
                    FaultKind::Effect,
                    format!("`{}` returned {shown}, which breaks its postcondition: {what}", decl.name),
                    at,
                )
                .with_related("postcondition declared here", post.span));
            }
        }
        Ok(returned)
    }
}
