from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.never_subcommands(["reset", "clean"]))
def main(subcommand: str) -> str:
    if subcommand == "":
        return ""
    return git(subcommand, [], "/work/repo")
