"""Terminate stopped instances answering 'yes' to the confirmation instead of the id."""
import clauz3
from tools.cloudops.trusted.effects import describe, terminate_instance
from tools.cloudops.trusted.schemas import Instance


def main() -> None:
    for inst in describe(Instance, "ap-south-1"):
        if not inst.running:
            terminate_instance(inst.instance_id, "yes")
