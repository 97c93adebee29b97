"""Keep a snapshot one day per 100 GiB of volume: a small volume gets zero days."""
import clauz3
from tools.cloudops.trusted.effects import describe, snapshot, volumes_of
from tools.cloudops.trusted.schemas import Instance


def main() -> None:
    for inst in describe(Instance, "us-east-1"):
        for vol in volumes_of(inst.instance_id):
            snapshot(vol.volume_id, vol.gib // 100)
