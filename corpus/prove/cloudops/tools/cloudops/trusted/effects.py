"""Trusted effects of the cloud inventory: queries, instance lifecycle, snapshots, quotas, maintenance."""
from typing import TypeVar

import clauz3
from clauz3.events import performs
from clauz3.fluent import effect, fluent

from tools.cloudops.trusted.events import Snapshot, Stop, Terminate
from tools.cloudops.trusted.schemas import Volume

RowT = TypeVar("RowT", bound=clauz3.Row)

VcpuQuota = fluent("vcpu_quota", key=str, value=int, initial=64)
InMaintenance = fluent("in_maintenance", key=str, value=bool, initial=False)


@clauz3.ensures(lambda result: len(result) <= 4)
@clauz3.trusted
def list_regions(account: str) -> list[str]:
    """The regions an account uses (at most four)."""
    ...


@clauz3.ensures(lambda schema, region, result: len(result) <= 20)
@clauz3.trusted
def describe(schema: type[RowT], region: str) -> list[RowT]:
    """One page of resources of a kind in a region (at most twenty)."""
    ...


@clauz3.ensures(lambda result: len(result) <= 4)
@clauz3.trusted
def volumes_of(instance_id: str) -> list[Volume]:
    """The volumes attached to an instance (at most four)."""
    ...


@clauz3.trusted
@performs(lambda instance_id: Stop(instance_id))
def stop_instance(instance_id: str) -> None:
    """Stop an instance."""
    ...


@clauz3.requires(lambda instance_id, confirm: confirm == instance_id, message="confirm by repeating the id")
@clauz3.trusted
@performs(lambda instance_id: Terminate(instance_id))
def terminate_instance(instance_id: str, confirm: str) -> None:
    """Terminate an instance for good."""
    ...


@clauz3.requires(lambda volume_id, retention_days: 1 <= retention_days <= 35, message="1 to 35 days")
@clauz3.trusted
@performs(lambda volume_id: Snapshot(volume_id))
def snapshot(volume_id: str, retention_days: int) -> None:
    """Snapshot a volume and keep the snapshot for some days."""
    ...


@clauz3.trusted
def tag(resource_id: str, key: str, value: str) -> None:
    """Set a tag on a resource."""
    ...


@clauz3.requires(lambda region, vcpus: 0 <= vcpus <= 512, message="0 to 512 vCPUs")
@clauz3.trusted
@effect(lambda region, vcpus: VcpuQuota.set(region, vcpus))
def set_quota(region: str, vcpus: int) -> None:
    """Set a region's vCPU quota."""
    ...


@clauz3.trusted
@effect(lambda region: InMaintenance.set(region, True))
def enter_maintenance(region: str) -> None:
    """Put a region in maintenance mode (no new launches)."""
    ...


@clauz3.trusted
@effect(lambda region: InMaintenance.set(region, False))
def exit_maintenance(region: str) -> None:
    """Take a region out of maintenance mode."""
    ...
