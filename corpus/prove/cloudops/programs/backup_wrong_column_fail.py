"""Snapshot each attached volume by its instance id column: not the volume id the contract demands."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, snapshot, volumes_of
from tools.cloudops.trusted.schemas import Instance, Volume


@clauz3.guarantee(ops.snapshots_from(Volume, "volume_id"))
def main() -> None:
    for inst in describe(Instance, "us-east-1"):
        for vol in volumes_of(inst.instance_id):
            snapshot(vol.instance_id, 7)
