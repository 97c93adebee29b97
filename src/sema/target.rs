//! Assignment and `del` targets: names, items, slices, and unpacking (with one starred target
//! taking a list of what the others leave).

use super::eval::Operand;
use super::exec::TargetCode;
use super::frame::{store, unbind, Frame};
use super::{BuildKind, Compiler, Domain, Evaluator, ExprCode, Fault, Next, Val};
use crate::ir::{Expr, ExprKind, Place, Target};
use crate::source::Span;

/// A compiled `del` target, or an assignment whose value it computes itself.
pub(super) type DeleteCode<'p, D> =
    Box<dyn Fn(&mut Evaluator<'p, D>, &mut Frame<'p, Val<D>>) -> Result<(), Fault> + 'p>;

/// At most how many parts an unpacking gathers on the stack rather than in a vector.
const FEW: usize = 4;

/// The parts of an unpacked value, gathered on the stack.
type Parts<D> = [Option<Val<D>>; FEW];

/// A compiled loop target: the whole target, and for `for a, b in ...` where its parts go.
pub(super) struct LoopTarget<'p, D: Domain> {
    pub(super) whole: TargetCode<'p, D>,
    parts: Option<PartsCode<'p, D>>,
}

impl<'p, D: Domain> LoopTarget<'p, D> {
    /// Whether the target unpacks parts the domain may hand over (else loops take each item
    /// whole, on their plain path).
    pub(super) fn unpacks(&self) -> bool {
        self.parts.is_some()
    }
}

/// Where the parts of an unpacking loop target go.
enum PartsCode<'p, D: Domain> {
    /// Plain local variables, by slot.
    Slots(Box<[usize]>),
    /// Plain local variables, some in nested unpackings.
    Shape(Box<[Shape]>),
    /// A plain local and a nested unpacking of two or three parts (`i, (a, b)`,
    /// `i, ((x1, y1), (x2, y2))`), whose parts the domain may hand over without making the
    /// second part (`Domain::iter_next_split`: `enumerate(zip(...))`).
    Split(Box<[Shape]>),
    /// Any targets, assigned left to right.
    Targets(Vec<TargetCode<'p, D>>),
}

/// A part of an unpacking target whose every name, however nested, is a plain local
/// (`i, ((x1, y1), (x2, y2))`): the parts go straight into their slots, left to right,
/// with no compiled target closure called for each nested unpacking.
enum Shape {
    Slot(usize),
    /// A nested unpacking of plain locals only (`(x1, y1)`): its items go straight to their
    /// slots as the domain hands them over.
    Slots(Box<[usize]>, Span),
    Nested(Box<[Shape]>, Span),
}

/// Compiled slice bounds (`a:b:c`, each optional).
type BoundsCode<'p, D> = [Option<ExprCode<'p, D>>; 3];

/// `flags[j] = v`, `items[j + 1] = v`: a store into an item of a plain local (its slot, and the
/// span of its name) at an index whose reading cannot rebind it. The container is stored into
/// where it is, not copied; it is read after the index, which changes nothing then.
pub(super) struct LocalItem<'p, D: Domain> {
    slot: usize,
    name: Span,
    index: Operand<'p, D>,
    at: Span,
}

impl<'p, D: Domain + 'p> LocalItem<'p, D> {
    /// The store for `target`, when it is such an item.
    pub(super) fn compile(d: &mut Compiler<'_, D>, target: &'p Target) -> Option<Self> {
        let Target::Item { obj, index } = target else { return None };
        let ExprKind::Load(Place::Local(slot)) = &obj.kind else { return None };
        let at = index.span;
        let index = Operand::compile(d, index);
        if !index.is_pure() {
            return None;
        }
        d.saw(obj.kind.name());
        Some(LocalItem { slot: *slot as usize, name: obj.span, index, at })
    }

    #[inline(always)]
    pub(super) fn store(&self, ev: &mut Evaluator<'p, D>, f: &mut Frame<'p, Val<D>>, v: Val<D>) -> Result<(), Fault> {
        let unbound = |f: &Frame<'p, Val<D>>| super::frame::unbound(f, Place::Local(self.slot as u32), self.name);
        if f.locals[self.slot].is_none() {
            return Err(unbound(f));
        }
        let i = self.index.get(ev, f)?;
        match &f.locals[self.slot] {
            Some(o) => ev.set_item_of(o, i, v, self.at),
            None => Err(unbound(f)),
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn compile_target(d: &mut Compiler<'_, D>, target: &'p Target) -> TargetCode<'p, D> {
        match target {
            Target::Name(Place::Local(slot)) => {
                let slot = *slot as usize;
                Box::new(move |_ev, f, v| {
                    f.locals[slot] = Some(v);
                    Ok(())
                })
            }
            Target::Name(Place::Cell(i)) => {
                // A comprehension's variable, a captured one: stored in its cell at once (a
                // quantified loop refuses only stores to globals and enclosing functions').
                let i = *i as usize;
                Box::new(move |_ev, f, v| {
                    *f.cells[i].borrow_mut() = Some(v);
                    Ok(())
                })
            }
            Target::Name(place) => {
                let place = *place;
                Box::new(move |ev, f, v| {
                    ev.no_outer_store_in_rows(f, place)?;
                    store(f, place, v);
                    Ok(())
                })
            }
            Target::Item { obj, index } => {
                if let Some(store) = LocalItem::compile(d, target) {
                    return Box::new(move |ev, f, v| store.store(ev, f, v));
                }
                // `xs[k] = v` of any other container and index: both read in the target's own
                // closure.
                let (ispan, obj, index) = (index.span, Operand::compile(d, obj), Operand::compile(d, index));
                Box::new(move |ev, f, v| {
                    let o = obj.get(ev, f)?;
                    let i = index.get(ev, f)?;
                    ev.set_item(o, i, v, ispan)
                })
            }
            Target::Slice { obj, bounds } => {
                let (at, obj, bounds) = (obj.span, Self::compile_expr(d, obj), Self::compile_bounds(d, bounds));
                Box::new(move |ev, f, v| {
                    let o = obj(ev, f)?;
                    let b = ev.eval_bounds(f, &bounds)?;
                    if ev.slices_through_dunders(&o) {
                        let slice = ev.slice_object(b, at)?;
                        return ev.set_item(o, slice, v, at);
                    }
                    let b = ev.index_bounds(b, at)?;
                    ev.assign_slice_from(o, b, v, at)
                })
            }
            Target::Attr { obj, name } => {
                let (at, obj) = (obj.span, Self::compile_expr(d, obj));
                Box::new(move |ev, f, v| {
                    let o = obj(ev, f)?;
                    ev.set_attribute(o, name, v, at)
                })
            }
            Target::Unpack(targets, span) => {
                let span = *span;
                if let Some(slots) = local_slots(targets) {
                    // Every name a plain local (`for i, x in ...`, `a, b = b, a`): the items go
                    // straight into their slots, left to right.
                    return Box::new(move |ev, f, v| {
                        let v = ev.items_to_unpack(v, slots.len(), span)?;
                        let v = ev.unpackable(v, span)?;
                        let locals = &mut f.locals;
                        ev.domain.unpack_each(v, slots.len(), span, &mut |i, item| locals[slots[i]] = Some(item))
                    });
                }
                if let Some(shape) = local_shape(targets) {
                    return Box::new(move |ev, f, v| ev.unpack_shape(f, &shape, v, span));
                }
                let targets: Vec<TargetCode<'p, D>> = targets.iter().map(|t| Self::compile_target(d, t)).collect();
                Box::new(move |ev, f, v| {
                    let v = ev.items_to_unpack(v, targets.len(), span)?;
                    let v = ev.unpackable(v, span)?;
                    if targets.len() <= FEW {
                        // A few parts (`(x1, y1), (x2, y2) = ...`): gathered on the stack, with
                        // no vector for them.
                        let mut parts: Parts<D> = Default::default();
                        ev.domain.unpack_each(v, targets.len(), span, &mut |i, item| parts[i] = Some(item))?;
                        return ev.assign_parts(f, &targets, parts);
                    }
                    let items = ev.domain.unpack(v, targets.len(), span)?;
                    for (t, item) in targets.iter().zip(items) {
                        t(ev, f, item)?;
                    }
                    Ok(())
                })
            }
            Target::UnpackStar(targets, star, span) => {
                let (span, star) = (*span, *star);
                let targets: Vec<TargetCode<'p, D>> = targets.iter().map(|t| Self::compile_target(d, t)).collect();
                Box::new(move |ev, f, v| {
                    let mut items = match ev.collect(v.clone(), span) {
                        Ok(items) => items,
                        Err(fault) if ev.not_iterable_fault(&fault, &v, span) => {
                            let name = ev.type_name(&v, span)?;
                            return Err(fault.with_message(format!("cannot unpack non-iterable {name} object")));
                        }
                        Err(fault) => return Err(fault),
                    };
                    let fixed = targets.len() - 1;
                    if items.len() < fixed {
                        return Err(Fault::value_error(
                            format!("not enough values to unpack (expected at least {fixed}, got {})", items.len()),
                            span,
                        ));
                    }
                    let after = items.split_off(items.len() - (fixed - star));
                    let middle = items.split_off(star);
                    let rest = ev.domain.build(BuildKind::List, middle, span)?;
                    let values = items.into_iter().chain(std::iter::once(rest)).chain(after);
                    for (t, item) in targets.iter().zip(values) {
                        t(ev, f, item)?;
                    }
                    Ok(())
                })
            }
        }
    }

    /// `a, b = b, a + b` and `x[i], x[j] = x[j], x[i]`: an unpacking of a tuple display with
    /// one plain item per target (none starred on either side) builds no tuple. CPython
    /// evaluates the whole display, left to right, and then assigns left to right; so does
    /// this, holding the items on the stack. No one can see the tuple it skips (nothing else
    /// refers to it), so the only difference is its allocation. `None` for any other
    /// assignment.
    pub(super) fn compile_display_unpack(
        d: &mut Compiler<'_, D>,
        targets: &'p [Target],
        value: &'p Expr,
    ) -> Option<DeleteCode<'p, D>> {
        let ([Target::Unpack(targets, _)], ExprKind::Tuple(items)) = (targets, &value.kind) else { return None };
        let starred = items.iter().any(|e| matches!(e.kind, ExprKind::Starred(_)));
        if items.len() != targets.len() || targets.len() > FEW || starred {
            return None;
        }
        d.saw(value.kind.name());
        let items: Vec<Operand<'p, D>> = items.iter().map(|e| Operand::compile(d, e)).collect();
        if let Some(slots) = local_slots(targets) {
            return Some(Box::new(move |ev, f| {
                let mut parts: Parts<D> = Default::default();
                for (part, item) in parts.iter_mut().zip(&items) {
                    *part = Some(item.get(ev, f)?);
                }
                for (slot, part) in slots.iter().zip(parts) {
                    f.locals[*slot] = part;
                }
                Ok(())
            }));
        }
        let targets: Vec<TargetCode<'p, D>> = targets.iter().map(|t| Self::compile_target(d, t)).collect();
        Some(Box::new(move |ev, f| {
            let mut parts: Parts<D> = Default::default();
            for (part, item) in parts.iter_mut().zip(&items) {
                *part = Some(item.get(ev, f)?);
            }
            ev.assign_parts(f, &targets, parts)
        }))
    }

    /// A loop's target (`for` statements and comprehension clauses). One that unpacks a few
    /// parts may receive them straight from the domain, without the item (`LoopTarget::bind_next`).
    pub(super) fn compile_loop_target(d: &mut Compiler<'_, D>, target: &'p Target) -> LoopTarget<'p, D> {
        let parts = match target {
            Target::Unpack(targets, _) if targets.len() <= FEW => {
                Some(match (local_slots(targets), local_shape(targets)) {
                    (Some(slots), _) => PartsCode::Slots(slots),
                    (None, Some(shape)) if split_arity(&shape).is_some() => PartsCode::Split(shape),
                    (None, Some(shape)) => PartsCode::Shape(shape),
                    (None, None) => PartsCode::Targets(targets.iter().map(|t| Self::compile_target(d, t)).collect()),
                })
            }
            Target::Unpack(..)
            | Target::UnpackStar(..)
            | Target::Name(_)
            | Target::Item { .. }
            | Target::Slice { .. }
            | Target::Attr { .. } => None,
        };
        LoopTarget { whole: Self::compile_target(d, target), parts }
    }

    /// Takes the loop's next item into its target; `false` when the loop is over. With `step`
    /// (a comprehension's clause), one step is charged for the item before it is assigned.
    #[inline]
    pub(super) fn bind_next(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        it: &mut D::Iter,
        target: &LoopTarget<'p, D>,
        at: Span,
        step: bool,
    ) -> Result<bool, Fault> {
        let item = match &target.parts {
            None => {
                // A target that does not unpack: the item itself, as an ordinary loop takes it.
                let Some(v) = self.domain.iter_next(it, at)? else { return Ok(false) };
                if step {
                    self.domain.step(at)?;
                }
                (target.whole)(self, f, v)?;
                return Ok(true);
            }
            Some(PartsCode::Slots(slots)) => {
                let locals = &mut f.locals;
                self.domain.iter_next_unpacked(it, slots.len(), at, &mut |i, item| locals[slots[i]] = Some(item))?
            }
            Some(PartsCode::Shape(shape)) => {
                let mut parts: Parts<D> = Default::default();
                match self.domain.iter_next_unpacked(it, shape.len(), at, &mut |i, item| parts[i] = Some(item))? {
                    Next::Unpacked => {
                        if step {
                            self.domain.step(at)?;
                        }
                        self.store_shape(f, shape, parts)?;
                        return Ok(true);
                    }
                    other @ (Next::End | Next::Item(_) | Next::Split) => other,
                }
            }
            Some(PartsCode::Split(shape)) => {
                let m = split_arity(shape).unwrap_or_default();
                let mut parts: Parts<D> = Default::default();
                match self.domain.iter_next_split(it, m, at, &mut |i, item| parts[i] = Some(item))? {
                    Next::Split => {
                        if step {
                            self.domain.step(at)?;
                        }
                        self.store_split(f, shape, parts, at)?;
                        return Ok(true);
                    }
                    Next::Unpacked => {
                        if step {
                            self.domain.step(at)?;
                        }
                        self.store_shape(f, shape, parts)?;
                        return Ok(true);
                    }
                    other @ (Next::End | Next::Item(_)) => other,
                }
            }
            Some(PartsCode::Targets(targets)) => {
                let mut parts: Parts<D> = Default::default();
                match self.domain.iter_next_unpacked(it, targets.len(), at, &mut |i, item| parts[i] = Some(item))? {
                    Next::Unpacked => {
                        if step {
                            self.domain.step(at)?;
                        }
                        self.assign_parts(f, targets, parts)?;
                        return Ok(true);
                    }
                    other @ (Next::End | Next::Item(_) | Next::Split) => other,
                }
            }
        };
        if step && !matches!(item, Next::End) {
            // (Plain locals already hold the parts: a step over the limit ends the run.)
            self.domain.step(at)?;
        }
        match item {
            Next::End => Ok(false),
            Next::Item(v) => {
                (target.whole)(self, f, v)?;
                Ok(true)
            }
            Next::Unpacked => Ok(true),
            Next::Split => Err(Fault::internal("a split answer to a loop target that did not ask for one", at)),
        }
    }

    /// Stores the parts of a `Split` answer: the first part, then the second's own parts
    /// (all made, and as many as its unpacking takes), left to right.
    fn store_split(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        shape: &[Shape],
        mut parts: Parts<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let [Shape::Slot(first), second] = shape else {
            return Err(Fault::internal("a split loop target of another shape", at));
        };
        f.locals[*first] = parts[0].take();
        let inner: Parts<D> = [parts[1].take(), parts[2].take(), parts[3].take(), None];
        match second {
            Shape::Slots(slots, _) => {
                for (slot, item) in slots.iter().zip(inner) {
                    f.locals[*slot] = item;
                }
                Ok(())
            }
            Shape::Nested(nested, _) => self.store_shape(f, nested, inner),
            Shape::Slot(_) => Err(Fault::internal("a split loop target of another shape", at)),
        }
    }

    /// Assigns unpacked parts to their targets, left to right.
    fn assign_parts(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        targets: &[TargetCode<'p, D>],
        parts: Parts<D>,
    ) -> Result<(), Fault> {
        for (t, item) in targets.iter().zip(parts) {
            let Some(item) = item else { break };
            t(self, f, item)?;
        }
        Ok(())
    }

    /// Unpacks `v` into a target of plain locals (`Shape`), left to right.
    fn unpack_shape(&mut self, f: &mut Frame<'p, Val<D>>, shape: &[Shape], v: Val<D>, span: Span) -> Result<(), Fault> {
        let v = self.items_to_unpack(v, shape.len(), span)?;
        let v = self.unpackable(v, span)?;
        let mut parts: Parts<D> = Default::default();
        self.domain.unpack_each(v, shape.len(), span, &mut |i, item| parts[i] = Some(item))?;
        self.store_shape(f, shape, parts)
    }

    /// Stores unpacked parts into their slots, unpacking the nested ones, left to right.
    fn store_shape(&mut self, f: &mut Frame<'p, Val<D>>, shape: &[Shape], mut parts: Parts<D>) -> Result<(), Fault> {
        for (part, item) in shape.iter().zip(parts.iter_mut()) {
            let Some(item) = item.take() else { break };
            match part {
                Shape::Slot(slot) => f.locals[*slot] = Some(item),
                Shape::Slots(slots, span) => {
                    let item = self.items_to_unpack(item, slots.len(), *span)?;
                    let item = self.unpackable(item, *span)?;
                    let locals = &mut f.locals;
                    self.domain.unpack_each(item, slots.len(), *span, &mut |i, x| locals[slots[i]] = Some(x))?;
                }
                Shape::Nested(inner, span) => self.unpack_shape(f, inner, item, *span)?,
            }
        }
        Ok(())
    }

    /// `del target`: unbinds a name, removes an item or a slice; `del (a, b)` each in turn.
    pub(super) fn compile_delete(d: &mut Compiler<'_, D>, target: &'p Target, at: Span) -> DeleteCode<'p, D> {
        match target {
            Target::Name(place) => {
                let place = *place;
                // A generator the name alone held is closed as CPython collects it.
                Box::new(move |ev, f| match super::frame::take(f, place) {
                    Some(value) => ev.close_dropped(value, at),
                    None => unbind(f, place, at),
                })
            }
            Target::Item { obj, index } => {
                let (ispan, obj, index) = (index.span, Self::compile_expr(d, obj), Self::compile_expr(d, index));
                Box::new(move |ev, f| {
                    let o = obj(ev, f)?;
                    let i = index(ev, f)?;
                    ev.del_item(o, i, ispan)
                })
            }
            Target::Slice { obj, bounds } => {
                let (at, obj, bounds) = (obj.span, Self::compile_expr(d, obj), Self::compile_bounds(d, bounds));
                Box::new(move |ev, f| {
                    let o = obj(ev, f)?;
                    let b = ev.eval_bounds(f, &bounds)?;
                    if ev.slices_through_dunders(&o) {
                        let slice = ev.slice_object(b, at)?;
                        return ev.del_item(o, slice, at);
                    }
                    let b = ev.index_bounds(b, at)?;
                    ev.domain.assign_slice(o, b, None, at)
                })
            }
            Target::Attr { obj, name } => {
                let obj = Self::compile_expr(d, obj);
                Box::new(move |ev, f| {
                    let o = obj(ev, f)?;
                    ev.del_attribute(o, name, at)
                })
            }
            Target::Unpack(targets, _) | Target::UnpackStar(targets, _, _) => {
                let parts: Vec<DeleteCode<'p, D>> = targets.iter().map(|t| Self::compile_delete(d, t, at)).collect();
                Box::new(move |ev, f| {
                    for p in &parts {
                        p(ev, f)?;
                    }
                    Ok(())
                })
            }
        }
    }

    fn compile_bounds(d: &mut Compiler<'_, D>, bounds: &'p [Option<Expr>; 3]) -> BoundsCode<'p, D> {
        [&bounds[0], &bounds[1], &bounds[2]].map(|b| b.as_ref().map(|b| Self::compile_expr(d, b)))
    }

    fn eval_bounds(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        bounds: &BoundsCode<'p, D>,
    ) -> Result<[Option<Val<D>>; 3], Fault> {
        let mut values = [None, None, None];
        for (slot, b) in values.iter_mut().zip(bounds) {
            if let Some(b) = b {
                *slot = Some(b(self, f)?);
            }
        }
        Ok(values)
    }
}

/// The shape of unpacking targets of at most `FEW` parts at each level whose every name,
/// however nested, is a plain local.
fn local_shape(targets: &[Target]) -> Option<Box<[Shape]>> {
    if targets.len() > FEW {
        return None;
    }
    targets
        .iter()
        .map(|t| match t {
            Target::Name(Place::Local(slot)) => Some(Shape::Slot(*slot as usize)),
            Target::Unpack(inner, span) => match local_slots(inner) {
                Some(slots) => Some(Shape::Slots(slots, *span)),
                None => local_shape(inner).map(|inner| Shape::Nested(inner, *span)),
            },
            Target::Name(Place::Cell(_) | Place::Free(_) | Place::Global(_))
            | Target::Item { .. }
            | Target::Slice { .. }
            | Target::UnpackStar(..)
            | Target::Attr { .. } => None,
        })
        .collect()
}

/// For a loop target of a plain local and a nested unpacking of two or three parts (what
/// `Domain::iter_next_split` may answer, the first part then the second's, in `FEW` slots),
/// the nested unpacking's arity.
fn split_arity(shape: &[Shape]) -> Option<usize> {
    let m = match shape {
        [Shape::Slot(_), Shape::Slots(inner, _)] => inner.len(),
        [Shape::Slot(_), Shape::Nested(inner, _)] => inner.len(),
        _ => return None,
    };
    (2..FEW).contains(&m).then_some(m)
}

/// The local slots of unpacking targets that are all plain locals.
fn local_slots(targets: &[Target]) -> Option<Box<[usize]>> {
    targets
        .iter()
        .map(|t| match t {
            Target::Name(Place::Local(slot)) => Some(*slot as usize),
            Target::Name(Place::Cell(_) | Place::Free(_) | Place::Global(_))
            | Target::Item { .. }
            | Target::Slice { .. }
            | Target::Unpack(..)
            | Target::UnpackStar(..)
            | Target::Attr { .. } => None,
        })
        .collect()
}
