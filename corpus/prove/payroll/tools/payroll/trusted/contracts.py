"""Contract helpers for the `payroll` domain."""
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect, no_guarantees

from tools.payroll.trusted.effects import bonus, pay

Payouts = effect(pay, bonus)
Salaries = effect("pay")
Bonuses = effect(bonus)


@contract(description="Salaries and bonuses together stay within {total} cents.")
def payouts_at_most(total: int) -> ContractSpec:
    return Payouts.sum(lambda p: p.cents) <= total


@contract
def paid_once() -> ContractSpec:
    return Salaries.distinct(lambda p: p.employee)


@contract
def bonuses_at_most(n: int = 2) -> ContractSpec:
    return Bonuses.count() <= n


@contract
def fewer_bonuses_than(n: int) -> ContractSpec:
    return Bonuses.count() < n


@contract
def only_staff(names: list[str]) -> ContractSpec:
    return Payouts.all(lambda p: p.employee in names)


@contract(description="{name} receives no bonus.")
def no_bonus_for(name: str) -> ContractSpec:
    return Bonuses.where(lambda b: b.employee == name).empty()


@contract
def someone_paid() -> ContractSpec:
    return Salaries.count() > 0


@contract
def bonus_between(low: int, high: int) -> ContractSpec:
    # Chained comparison: outside the reference's relation-lambda subset.
    return Bonuses.all(lambda b: low < b.cents <= high)


@contract
def careful_run(names: list[str], total: int, bonuses: int = 1) -> ContractSpec:
    return ConjunctionSpec((
        Payouts.all(lambda p: p.employee in names),
        Payouts.sum(lambda p: p.cents) <= total,
        Bonuses.count() <= bonuses,
    ))


@contract
def nothing_promised() -> ContractSpec:
    return no_guarantees()
