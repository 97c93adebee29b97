//! The generated guarantees and the fuzzer's own meaning of them: a few lines of Rust over the
//! recorded calls of one concrete run, written independently of `contract::holds` (which both
//! the prover and counterexample replay share), so a wrong shared meaning cannot hide itself.

use crate::effects::{DataValue, EffectRecord};
use num_bigint::BigInt;

/// A guarantee the generator may attach to `main`: one helper of the generated `contracts.py`
/// (see [`CONTRACTS_PY`]) with its literal arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Guarantee {
    /// `Pay.count() <= n`
    PaysAtMost(i64),
    /// `Pay.sum(lambda p: p.amount) <= n`
    TotalAtMost(i64),
    /// `Pay.all(lambda p: p.to in allowed)`
    PaysOnly(Vec<String>),
    /// `Pay.all(lambda p: p.amount < n)`
    AmountsBelow(i64),
    /// `Note.empty()`
    NoNotes,
    /// `Pay.where(lambda p: p.amount > n).empty()`
    NoPayOver(i64),
    /// `Pay.distinct(lambda p: p.to)`
    DistinctPayees,
    /// `Pay.where(lambda p: p.amount >= n).count() <= k`
    FewBig(i64, i64),
    /// `1 <= effect(pay, note).count()`
    Acts,
    /// `Pay.shares_value(Note, lambda e: e.to)`
    PaidANoted,
    /// `ConjunctionSpec((pays_at_most(k), total_at_most(n)))`
    Both(i64, i64),
    /// `Pay.all(lambda p: p.to == Item.name)`: every payee is the name of a row an `items`
    /// query returned (column binding).
    PaysRowNames,
    /// `Keep.all(lambda k: k.item.ok and k.item.qty >= n)`
    KeepsOk(i64),
}

/// The generated contract module: one helper per relation primitive.
pub const CONTRACTS_PY: &str = r#""""Contracts of the generated layer: one helper per relation primitive."""
from tools.fz.trusted.effects import Item, keep, note, pay

from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect

Pay = effect(pay)
Note = effect(note)
Keep = effect(keep)
Acts = effect(pay, note)


@contract
def pays_at_most(n: int) -> ContractSpec:
    return Pay.count() <= n


@contract
def total_at_most(n: int) -> ContractSpec:
    return Pay.sum(lambda p: p.amount) <= n


@contract
def pays_only(allowed: list[str]) -> ContractSpec:
    return Pay.all(lambda p: p.to in allowed)


@contract
def amounts_below(n: int) -> ContractSpec:
    return Pay.all(lambda p: p.amount < n)


@contract
def no_notes() -> ContractSpec:
    return Note.empty()


@contract
def no_pay_over(n: int) -> ContractSpec:
    return Pay.where(lambda p: p.amount > n).empty()


@contract
def distinct_payees() -> ContractSpec:
    return Pay.distinct(lambda p: p.to)


@contract
def few_big(n: int, k: int) -> ContractSpec:
    return Pay.where(lambda p: p.amount >= n).count() <= k


@contract
def acts() -> ContractSpec:
    return 1 <= Acts.count()


@contract
def paid_a_noted() -> ContractSpec:
    return Pay.shares_value(Note, lambda e: e.to)


@contract
def both(n: int, k: int) -> ContractSpec:
    return ConjunctionSpec((pays_at_most(k), total_at_most(n)))


@contract
def pays_row_names() -> ContractSpec:
    return Pay.all(lambda p: p.to == Item.name)


@contract
def keeps_ok(n: int) -> ContractSpec:
    return Keep.all(lambda k: k.item.ok and k.item.qty >= n)
"#;

impl Guarantee {
    /// The decorator argument: `fz.helper(literals)`.
    pub fn call_text(&self) -> String {
        match self {
            Guarantee::PaysAtMost(n) => format!("fz.pays_at_most({n})"),
            Guarantee::TotalAtMost(n) => format!("fz.total_at_most({n})"),
            Guarantee::PaysOnly(names) => {
                let items: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
                format!("fz.pays_only([{}])", items.join(", "))
            }
            Guarantee::AmountsBelow(n) => format!("fz.amounts_below({n})"),
            Guarantee::NoNotes => "fz.no_notes()".into(),
            Guarantee::NoPayOver(n) => format!("fz.no_pay_over({n})"),
            Guarantee::DistinctPayees => "fz.distinct_payees()".into(),
            Guarantee::FewBig(n, k) => format!("fz.few_big({n}, {k})"),
            Guarantee::Acts => "fz.acts()".into(),
            Guarantee::PaidANoted => "fz.paid_a_noted()".into(),
            Guarantee::Both(n, k) => format!("fz.both({n}, {k})"),
            Guarantee::PaysRowNames => "fz.pays_row_names()".into(),
            Guarantee::KeepsOk(n) => format!("fz.keeps_ok({n})"),
        }
    }

    /// Whether the guarantee holds over the calls of one run (an unexpected argument shape
    /// counts as a violation: the generated effects take exactly these fields).
    pub fn holds(&self, calls: &[EffectRecord]) -> bool {
        let pays: Vec<Pay> = calls.iter().filter(|c| c.effect == "pay").map(Pay::of).collect();
        let noted: Vec<Option<&str>> = calls.iter().filter(|c| c.effect == "note").map(|c| text_arg(c, "to")).collect();
        let amounts = || pays.iter().map(|p| p.amount.clone());
        match self {
            Guarantee::PaysAtMost(n) => pays.len() as i64 <= *n,
            Guarantee::TotalAtMost(n) => {
                amounts().try_fold(BigInt::from(0), |sum, a| Some(sum + a?)).is_some_and(|s| s <= BigInt::from(*n))
            }
            Guarantee::PaysOnly(allowed) => pays.iter().all(|p| p.to.is_some_and(|t| allowed.iter().any(|a| a == t))),
            Guarantee::AmountsBelow(n) => amounts().all(|a| a.is_some_and(|a| a < BigInt::from(*n))),
            Guarantee::NoNotes => noted.is_empty(),
            Guarantee::NoPayOver(n) => amounts().all(|a| a.is_some_and(|a| a <= BigInt::from(*n))),
            Guarantee::DistinctPayees => {
                let mut seen = std::collections::BTreeSet::new();
                pays.iter().all(|p| p.to.is_some_and(|t| seen.insert(t)))
            }
            Guarantee::FewBig(n, k) => {
                let mut big = 0i64;
                for a in amounts() {
                    match a {
                        Some(a) if a >= BigInt::from(*n) => big += 1,
                        Some(_) => {}
                        None => return false,
                    }
                }
                big <= *k
            }
            Guarantee::Acts => !pays.is_empty() || !noted.is_empty(),
            Guarantee::PaidANoted => pays.iter().any(|p| p.to.is_some() && noted.contains(&p.to)),
            Guarantee::Both(n, k) => Guarantee::PaysAtMost(*k).holds(calls) && Guarantee::TotalAtMost(*n).holds(calls),
            Guarantee::PaysRowNames => {
                // A name can only be read from a row some query returned before the payment.
                let mut names: Vec<&DataValue> = Vec::new();
                for c in calls {
                    match (c.effect.as_str(), &c.returned) {
                        ("items", DataValue::List(rows)) => names.extend(rows.iter().filter_map(|r| field(r, "name"))),
                        ("pay", _) => {
                            let to = c.args.iter().find(|(k, _)| k == "to").map(|(_, v)| v);
                            if !to.is_some_and(|to| names.contains(&to)) {
                                return false;
                            }
                        }
                        _ => {}
                    }
                }
                true
            }
            Guarantee::KeepsOk(n) => calls.iter().filter(|c| c.effect == "keep").all(|c| {
                let item = c.args.iter().find(|(k, _)| k == "item").map(|(_, v)| v);
                let ok = item.and_then(|r| field(r, "ok")) == Some(&DataValue::Bool(true));
                let qty = item.and_then(|r| field(r, "qty"));
                ok && matches!(qty, Some(DataValue::Int(q)) if *q >= BigInt::from(*n))
            }),
        }
    }
}

/// A field of a row, by name.
fn field<'a>(row: &'a DataValue, name: &str) -> Option<&'a DataValue> {
    match row {
        DataValue::Row { schema, values } => schema.field_index(name).and_then(|i| values.get(i)),
        _ => None,
    }
}

/// One `pay(to, amount)` call as the checker reads it.
struct Pay<'a> {
    to: Option<&'a str>,
    amount: Option<BigInt>,
}

impl<'a> Pay<'a> {
    fn of(call: &'a EffectRecord) -> Pay<'a> {
        let amount = call.args.iter().find(|(k, _)| k == "amount").and_then(|(_, v)| match v {
            DataValue::Int(i) => Some(i.clone()),
            DataValue::Bool(b) => Some(BigInt::from(u8::from(*b))),
            _ => None,
        });
        Pay { to: text_arg(call, "to"), amount }
    }
}

fn text_arg<'a>(call: &'a EffectRecord, name: &str) -> Option<&'a str> {
    call.args.iter().find(|(k, _)| k == name).and_then(|(_, v)| match v {
        DataValue::Str(s) => Some(s.as_str()),
        _ => None,
    })
}
