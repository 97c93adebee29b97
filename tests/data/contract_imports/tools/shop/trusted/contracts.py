"""Spending contracts, built from the shared limits module."""
from clauz3 import contract
from tools.shop.trusted.limits import CEILING, cents_of, charges as charged


@contract(description="Charges total at most {dollars} dollars.")
def spend_at_most(dollars: int):
    if cents_of(dollars) > CEILING:
        raise ValueError("above the shop's ceiling")
    return charged.sum(lambda e: e.cents) <= cents_of(dollars)


@contract(description="Every charge is to {customer}.")
def only_customer(customer: str):
    return charged.all(lambda e: e.customer == customer)
