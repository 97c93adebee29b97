"""Contract helpers for the `quota` domain."""
from clauz3.spec import ContractSpec, contract, effect

from tools.quota.trusted.effects import provision, release

Provisions = effect(provision)
Releases = effect("release")
Changes = effect(provision, release)


@contract(description="At most {n} vCPUs are provisioned in total.")
def vcpus_at_most(n: int) -> ContractSpec:
    return Provisions.sum(lambda p: p.vcpus) <= n


@contract
def regions_only(regions: list[str]) -> ContractSpec:
    return Provisions.all(lambda p: p.region in regions)


@contract
def projects_only(projects: list[str]) -> ContractSpec:
    return Changes.all(lambda c: c.project in projects)


@contract
def nothing_in(region: str) -> ContractSpec:
    return Provisions.where(lambda p: p.region == region).empty()


@contract(description="Region {region} gets at most {n} vCPUs.")
def region_vcpus_at_most(region: str, n: int) -> ContractSpec:
    return Provisions.where(lambda p: p.region == region).sum(lambda p: p.vcpus) <= n


@contract
def one_provision_per_project() -> ContractSpec:
    return Provisions.distinct(lambda p: p.project)


@contract
def releases_a_provisioned_project() -> ContractSpec:
    made = Provisions.where(lambda p: p.vcpus > 0)
    freed = Releases.where(lambda r: r.vcpus > 0)
    return made.shares_value(freed, lambda e: e.project)


@contract
def provisions_at_most(n: int = 1) -> ContractSpec:
    return Provisions.count() <= n


@contract
def big_machines_in_distinct_regions(size: int = 32) -> ContractSpec:
    return Provisions.where(lambda p: p.vcpus >= size).distinct(lambda p: p.region)


@contract
def small_instances(low: int = 2, high: int = 16) -> ContractSpec:
    # Chained comparison: outside the reference's relation-lambda subset.
    return Provisions.all(lambda p: low <= p.vcpus <= high)
