"""Contract helpers for the restaurant kitchen."""
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect

from tools.kitchen.trusted.effects import FryerOn, OvenTemp, warn_allergy
from tools.kitchen.trusted.events import Draw, Fire, Waste

Warnings = effect(warn_allergy)


@contract
def draws_at_most(n: int) -> ContractSpec:
    return Draw.count() <= n


@contract
def drawn_items_from(schema: type, field: str) -> ContractSpec:
    """Every drawn item is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Draw.all(lambda d: d.item == column)


@contract
def fired_tickets_from(schema: type, field: str) -> ContractSpec:
    """Every fired ticket is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Fire.all(lambda f: f.ticket == column)


@contract(description="At most {grams} g of stock is drawn or wasted.")
def grams_drawn_at_most(grams: int) -> ContractSpec:
    return Draw.sum(lambda d: d.grams) <= grams


@contract
def waste_at_most(grams: int) -> ContractSpec:
    return Waste.sum(lambda w: w.grams) <= grams


@contract
def never_draw(item: str) -> ContractSpec:
    return Draw.where(lambda d: d.item == item).empty()


@contract
def fires_at_most(n: int) -> ContractSpec:
    return Fire.count() <= n


@contract
def each_ticket_fired_once() -> ContractSpec:
    return Fire.distinct(lambda f: f.ticket)


@contract
def warnings_at_most(n: int) -> ContractSpec:
    return Warnings.count() <= n


@contract
def kitchen_shut_down() -> ContractSpec:
    """Every oven is off and every fryer is off at the end."""
    return ConjunctionSpec((
        OvenTemp.final.all(lambda o: o.value == 0),
        FryerOn.final.all(lambda f: f.value == False),
    ))


@contract
def oven_left_at(oven: str, celsius: int) -> ContractSpec:
    return OvenTemp.final[oven] == celsius


@contract
def ovens_at_most(celsius: int) -> ContractSpec:
    return OvenTemp.final.all(lambda o: o.value <= celsius)
