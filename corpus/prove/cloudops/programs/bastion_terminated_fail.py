"""Terminate stopped instances and promise the bastion is never stopped: a termination is a stop."""
import clauz3
from tools.cloudops.trusted import contracts as ops
from tools.cloudops.trusted.effects import describe, terminate_instance
from tools.cloudops.trusted.schemas import Instance


@clauz3.guarantee(ops.never_stop("i-0bastion"))
def main() -> None:
    for inst in describe(Instance, "eu-central-1"):
        if not inst.running:
            terminate_instance(inst.instance_id, inst.instance_id)
