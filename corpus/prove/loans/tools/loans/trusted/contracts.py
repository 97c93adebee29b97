"""Contract helpers for the `loans` domain."""
from clauz3.spec import ContractSpec, contract, effect

from tools.loans.trusted.effects import fine, lend, renew

Loans = effect(lend)
Renewals = effect("renew")
Fines = effect(fine)
Holds = effect(lend, renew)


@contract
def patrons_only(patrons: list[str]) -> ContractSpec:
    return Holds.all(lambda h: h.patron in patrons)


@contract(description="No loan or renewal runs longer than {days} days.")
def loan_days_at_most(days: int) -> ContractSpec:
    return Holds.all(lambda h: h.days <= days)


@contract
def fines_total_at_most(cents: int) -> ContractSpec:
    return Fines.sum(lambda f: f.cents) <= cents


@contract
def no_fines_for(patron: str) -> ContractSpec:
    return Fines.where(lambda f: f.patron == patron).empty()


@contract
def one_copy_each() -> ContractSpec:
    return Loans.distinct(lambda l: l.isbn)


@contract(description="{patron} borrows at most {n} books.")
def books_per_patron(patron: str, n: int = 3) -> ContractSpec:
    return Loans.where(lambda l: l.patron == patron).count() <= n


@contract
def renewals_fewer_than(n: int) -> ContractSpec:
    return Renewals.count() < n


@contract
def fine_issued() -> ContractSpec:
    return Fines.count() >= 1


@contract
def isbn13_with_prefix(prefix: str) -> ContractSpec:
    return Loans.all(lambda l: l.isbn.startswith(prefix) and len(l.isbn) == 13)


@contract
def fined_patron_has_loan() -> ContractSpec:
    charged = Fines.where(lambda f: f.cents > 0)
    borrowed = Loans.where(lambda l: l.days > 0)
    return charged.shares_value(borrowed, lambda e: e.patron)


@contract
def loans_between(low: int, high: int) -> ContractSpec:
    # Chained comparison: outside the reference's relation-lambda subset.
    return Loans.all(lambda l: low <= l.days <= high)
