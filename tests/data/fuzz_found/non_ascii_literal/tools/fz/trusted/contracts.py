"""Contracts of the generated layer: one helper per relation primitive."""
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
