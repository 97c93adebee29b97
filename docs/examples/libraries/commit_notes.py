"""Commit the notes repository when something changed, and show its last three subjects."""

from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.only_in("notes"))
@clauz3.guarantee(git_rules.only_subcommands(["status", "add", "commit", "log"]))
@clauz3.guarantee(git_rules.no_push())
def main() -> None:
    if git("status", ["--porcelain"], "notes") == "":
        print("nothing to commit")
        return
    git("add", ["-A"], "notes")
    git("commit", ["-q", "-m", "Daily notes"], "notes")
    print(git("log", ["--format=%s", "-3"], "notes"), end="")
