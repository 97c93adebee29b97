"""Contracts of the test garden: one helper per relation primitive."""
from tools.garden.trusted.effects import mow, notify, plant, water

from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect
from clauz3.spec import no_guarantees as _nothing

Water = effect(water)
Notify = effect(notify)
Anything = effect()
BedWork = effect(water, "plant")
LIMIT = 3


def _positive(n: int) -> bool:
    return n > 0


@contract
def only_beds(names: list[str]) -> ContractSpec:
    return Water.all(lambda w: w.bed in names)


@contract(description="At most {litres} litres are poured in total.")
def total_water_at_most(litres: int) -> ContractSpec:
    return Water.sum(lambda w: w.litres) <= litres


@contract
def at_most_calls(limit: int = 2) -> ContractSpec:
    return Water.count() <= limit


@contract
def at_least_one_watering() -> ContractSpec:
    return 1 <= Water.count()


@contract
def each_bed_once() -> ContractSpec:
    return Water.distinct(lambda w: w.bed)


@contract
def nobody_told() -> ContractSpec:
    return Notify.empty()


@contract
def nothing_at_all() -> ContractSpec:
    return Anything.empty()


@contract
def big_waterings_at_most(threshold: int, limit: int) -> ContractSpec:
    return Water.where(lambda w: w.litres >= threshold).count() <= limit


@contract
def watered_a_planted_bed() -> ContractSpec:
    planted = effect(plant).where(lambda p: p.rows > 0)
    return Water.where(lambda w: _positive(w.litres)).shares_value(planted, lambda e: e.bed)


@contract
def sane_amounts() -> ContractSpec:
    return Water.all(lambda w: 0 < w.litres * 2 <= 40)


@contract
def bed_work_on(names: list[str]) -> ContractSpec:
    return BedWork.all(lambda e: e.bed in names)


@contract
def both(names: list[str], litres: int) -> ContractSpec:
    return ConjunctionSpec((only_beds(names), total_water_at_most(litres)))


@contract
def under_module_limit() -> ContractSpec:
    return Water.count() <= LIMIT


@contract
def counted_with_eq() -> ContractSpec:
    return Water.count() == 1


@contract
def strict(limit: int) -> ContractSpec:
    if limit < 0:
        raise ValueError(f"negative limit {limit}")
    return Water.count() < limit


@contract
def no_guarantees() -> ContractSpec:
    return _nothing()


@contract
def only_dry_mowing() -> ContractSpec:
    return effect(mow).all(lambda m: m.dry_run)


@contract
def deep_watering_only() -> ContractSpec:
    return Water.all(lambda w: w.depth > 0)
