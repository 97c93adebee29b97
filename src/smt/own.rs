//! Which constants of the terms a loop body makes each row has its own of. The body is explored
//! once for a symbolic row, so a value the prover makes there (the parts of a `strip`, a count
//! it only bounds, the largest item of a row's list) is one constant standing for every row's
//! value: at another row it is another constant, which the same facts define at that row.
//! Every row shares the program's named inputs and results ([`Vars`]; a result per row is an
//! array over the rows' indices already) and whatever the path before the loop mentions.
//! Taking a shared constant for a row's own only weakens what is said of another row, never
//! makes it wrong; the reverse would make two rows agree where they need not.

use super::walk::{self, Step};
use super::{BoolTerm, FloatTerm, IntTerm, StrTerm, Vars};
use std::collections::HashSet;
use z3::ast::{Ast, Dynamic};
use z3::{AstKind, SortKind};

/// How many distinct subterms the walks look at before giving up.
const WALK_LIMIT: usize = 20_000;

/// The names of the constants every row of a loop shares.
pub struct Shared(HashSet<String>);

impl Shared {
    /// The constants the path before the loop mentions (as many as a bounded walk finds: one
    /// it misses only becomes a row's own) and every constant `vars` names.
    pub fn new(before: &[BoolTerm], vars: &Vars) -> Shared {
        Shared::mentioned(before, named(vars))
    }

    /// The constants `before` mentions, and `names`.
    pub(super) fn mentioned(before: &[BoolTerm], mut names: HashSet<String>) -> Shared {
        let roots = before.iter().map(|t| Dynamic::from_ast(&t.0)).collect();
        walk::apps_within(roots, WALK_LIMIT, |t| {
            if free_constant(t) {
                names.insert(t.decl().name());
            }
            Step::Descend
        });
        Shared(names)
    }

    /// The free constants in `roots` that are not shared and not in `except`, arrays among
    /// them only if `arrays`; looked for under quantifiers too if `within`, else `None` at
    /// one. `None` too when the walk cannot see everything.
    pub(super) fn own(
        &self,
        roots: Vec<Dynamic>,
        except: &[Dynamic],
        arrays: bool,
        within: bool,
    ) -> Option<Vec<Dynamic>> {
        let mut own = Vec::new();
        let visit = |t: &Dynamic| {
            if free_constant(t)
                && (arrays || t.sort_kind() != SortKind::Array)
                && !except.contains(t)
                && !self.0.contains(&t.decl().name())
            {
                own.push(t.clone());
            }
            Step::Descend
        };
        let complete = if within {
            walk::apps_within(roots, WALK_LIMIT, visit)
        } else {
            walk::every_app(roots, WALK_LIMIT, visit)
        };
        complete.then_some(own)
    }
}

/// Every constant `vars` declares, by name.
fn named(vars: &Vars) -> HashSet<String> {
    let mut names: HashSet<String> =
        vars.ints.iter().chain(&vars.bools).chain(&vars.strs).chain(&vars.floats).cloned().collect();
    for (name, _) in &vars.lists {
        names.extend([format!("{name}.items"), format!("{name}.len")]);
    }
    let tables = vars.tables.iter().chain(vars.per_row.iter().filter_map(|p| p.table.as_ref()));
    for table in tables {
        names.extend(table.constant_names());
    }
    names.extend(vars.per_row.iter().map(|p| p.name.clone()));
    names
}

/// A constant of the solver's choosing: no numeral, string literal, `true` or `false`, of a
/// sort a row's own value can have (an int, a bool, a text, a float, an array of them). The
/// declaration's kind is not read: the safe crate cannot read the numbers Z3 4.8 gives
/// uninterpreted symbols (see `z3_raw::operator`).
pub(super) fn free_constant(t: &Dynamic) -> bool {
    t.is_const()
        && t.kind() == AstKind::App
        && matches!(
            t.sort_kind(),
            SortKind::Int | SortKind::Bool | SortKind::Seq | SortKind::Array | SortKind::FloatingPoint
        )
        && !super::is_string_literal(t)
        && z3_raw::operator(t).is_none()
}

/// The terms of something made inside loops over rows (an effect call's arguments and the
/// condition it is made under), to be seen at other rows.
#[derive(Default)]
pub struct RowTerms(Vec<Dynamic>);

impl RowTerms {
    pub fn int(&mut self, t: &IntTerm) {
        self.0.push(Dynamic::from_ast(&t.0));
    }

    pub fn bool(&mut self, t: &BoolTerm) {
        self.0.push(Dynamic::from_ast(&t.0));
    }

    pub fn str(&mut self, t: &StrTerm) {
        self.0.push(Dynamic::from_ast(&t.0));
    }

    pub fn float(&mut self, t: &FloatTerm) {
        self.0.push(Dynamic::from_ast(&t.0));
    }
}

/// Replaces some constants by others in a term: a fact that stands for every row of a loop,
/// seen at another row (for comparing it with itself).
pub struct Renaming(Vec<(Dynamic, Dynamic)>);

impl Renaming {
    /// The rows' `indices` as `others`, and every constant of `terms` each row has its own of
    /// (see [`Shared`]) as one of the other row's, named after it and `tag`. `None` when the
    /// terms are too large to look through.
    pub fn at_other_rows(
        indices: &[IntTerm],
        others: &[IntTerm],
        terms: &RowTerms,
        shared: &Shared,
        tag: &str,
    ) -> Option<Renaming> {
        let indices: Vec<Dynamic> = indices.iter().map(|i| Dynamic::from_ast(&i.0)).collect();
        let own = shared.own(terms.0.clone(), &indices, true, true)?;
        let mut pairs: Vec<(Dynamic, Dynamic)> =
            indices.into_iter().zip(others.iter().map(|o| Dynamic::from_ast(&o.0))).collect();
        for c in own {
            let other = Dynamic::new_const(format!("{}@{tag}", c.decl().name()), &c.get_sort());
            pairs.push((c, other));
        }
        Some(Renaming(pairs))
    }

    fn pairs(&self) -> Vec<(&Dynamic, &Dynamic)> {
        self.0.iter().map(|(a, b)| (a, b)).collect()
    }

    fn apply(&self, t: &dyn Ast) -> Dynamic {
        Dynamic::from_ast(t).substitute(&self.pairs())
    }

    pub fn int(&self, t: &IntTerm) -> IntTerm {
        IntTerm(self.apply(&t.0).as_int().expect("renaming keeps an int an int"))
    }

    pub fn bool(&self, t: &BoolTerm) -> BoolTerm {
        BoolTerm(self.apply(&t.0).as_bool().expect("renaming keeps a bool a bool"))
    }

    pub fn str(&self, t: &StrTerm) -> StrTerm {
        StrTerm::plain(self.apply(&t.0).as_string().expect("renaming keeps a text a text"))
    }

    pub fn float(&self, t: &FloatTerm) -> FloatTerm {
        FloatTerm::made(self.apply(&t.0).as_float().expect("renaming keeps a float a float"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Int;

    fn own_name(t: &IntTerm, tag: &str) -> IntTerm {
        IntTerm::var(&format!("{}@{tag}", t.0.decl().name()))
    }

    #[test]
    fn a_rows_own_constants_are_renamed_and_shared_ones_kept() {
        let (row, other) = (IntTerm::var("row"), IntTerm::var("other"));
        let (before_loop, input, part) = (IntTerm::var("k"), IntTerm::var("n"), IntTerm::fresh("part"));
        let before = [before_loop.lt(&IntTerm::lit(&5.into()))];
        let vars = Vars { ints: vec!["n".into()], ..Vars::default() };
        let sum = IntTerm::sum(&[row.clone(), before_loop.clone(), input.clone(), part.clone()]);
        let mut terms = RowTerms::default();
        terms.int(&sum);
        let shared = Shared::new(&before, &vars);
        let r =
            Renaming::at_other_rows(&[row], std::slice::from_ref(&other), &terms, &shared, "t").expect("small terms");
        let expected = IntTerm::sum(&[other, before_loop, input, own_name(&part, "t")]);
        assert!(r.int(&sum).same_term(&expected), "{:?}", r.int(&sum));
    }

    #[test]
    fn a_constant_under_a_quantifier_is_found() {
        let part = IntTerm::fresh("largest");
        let bound = Int::new_const("i");
        let all = BoolTerm(z3::ast::forall_const(&[&bound], &[], &bound.le(&part.0)));
        let mut terms = RowTerms::default();
        terms.bool(&all);
        let r = Renaming::at_other_rows(&[], &[], &terms, &Shared::new(&[], &Vars::default()), "t").expect("small");
        let expected = BoolTerm(z3::ast::forall_const(&[&bound], &[], &bound.le(&own_name(&part, "t").0)));
        assert_eq!(r.bool(&all), expected);
    }
}
