"""Contract helpers for the cloud inventory."""
from clauz3.spec import ContractSpec, contract, effect

from tools.cloudops.trusted.effects import InMaintenance, VcpuQuota, tag
from tools.cloudops.trusted.events import Snapshot, Stop, Terminate

Tags = effect(tag)


@contract(description="At most {n} instances are stopped or terminated.")
def stops_at_most(n: int) -> ContractSpec:
    return Stop.count() <= n


@contract
def terminations_at_most(n: int) -> ContractSpec:
    return Terminate.count() <= n


@contract
def never_stop(instance_id: str) -> ContractSpec:
    return Stop.where(lambda s: s.instance_id == instance_id).empty()


@contract
def stops_from(schema: type, field: str) -> ContractSpec:
    """Every stopped instance is the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Stop.all(lambda s: s.instance_id == column)


@contract
def each_instance_stopped_once() -> ContractSpec:
    return Stop.distinct(lambda s: s.instance_id)


@contract
def snapshots_from(schema: type, field: str) -> ContractSpec:
    """Every snapshot is of the {field} column of a {schema} row a query returned."""
    column = getattr(schema, field)
    return Snapshot.all(lambda s: s.volume_id == column)


@contract
def snapshots_at_most(n: int) -> ContractSpec:
    return Snapshot.count() <= n


@contract
def tag_keys_only(keys: list[str]) -> ContractSpec:
    return Tags.all(lambda t: t.key in keys)


@contract
def quota_is(region: str, vcpus: int) -> ContractSpec:
    return VcpuQuota.final[region] == vcpus


@contract
def quotas_at_most(vcpus: int) -> ContractSpec:
    return VcpuQuota.final.all(lambda q: q.value <= vcpus)


@contract
def maintenance_closed() -> ContractSpec:
    """No region is left in maintenance mode."""
    return InMaintenance.final.all(lambda m: m.value == False)
