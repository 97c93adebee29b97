"""`asyncio.TaskGroup` (read as one with `asyncio.py`): the tasks a group makes are waited for
when its `async with` block ends; the first to fail cancels the others and the block itself
(the group takes that cancellation back when it leaves), and what failed is raised together
as `ExceptionGroup("unhandled errors in a TaskGroup", [...])`, in the order the tasks failed.
A `SystemExit` or `KeyboardInterrupt` in a task is raised alone, as CPython raises it.

The group keeps its tasks in the order it made them (CPython keeps a set of them, which in
practice it also walks in that order) so that cancelling the rest is deterministic."""

from builtins import BaseExceptionGroup as _BaseExceptionGroup


def _is_fatal(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))


class TaskGroup:
    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = []
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        words = ""
        if self._tasks:
            words += " tasks=" + str(len(self._tasks))
        if self._errors:
            words += " errors=" + str(len(self._errors))
        if self._aborting:
            words += " cancelling"
        elif self._entered:
            words += " entered"
        return "<TaskGroup" + words + ">"

    def __aenter__(self):
        if self._entered:
            raise RuntimeError("TaskGroup " + repr(self) + " has already been entered")
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError("TaskGroup " + repr(self) + " cannot determine the parent task")
        self._entered = True
        yield from _never()
        return self

    def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and _is_fatal(exc) and self._base_error is None:
            self._base_error = exc
        cancelled_by = exc if et is CancelledError else None
        # The group cancelled its parent task itself: take that back; a cancellation asked
        # for from outside as well is still to propagate.
        if self._parent_cancel_requested and self._parent_task.uncancel() == 0:
            cancelled_by = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                yield from self._on_completed_fut
            except CancelledError as cancelled:
                # The parent task is cancelled from outside while the tasks still run.
                if not self._aborting:
                    cancelled_by = cancelled
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if cancelled_by is not None and not self._errors:
            raise cancelled_by
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise _BaseExceptionGroup("unhandled errors in a TaskGroup", errors) from None
        return None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError("TaskGroup " + repr(self) + " has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError("TaskGroup " + repr(self) + " is finished")
        if self._aborting:
            raise RuntimeError("TaskGroup " + repr(self) + " is shutting down")
        task = self._loop.create_task(coro)
        if name is not None:
            task.set_name(name)
        task.add_done_callback(self._on_task_done)
        self._tasks.append(task)
        return task

    def _abort(self):
        self._aborting = True
        for task in self._tasks:
            if not task.done():
                task.cancel()

    def _on_task_done(self, task):
        if task in self._tasks:
            self._tasks.remove(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if _is_fatal(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            return
        if not self._aborting and not self._parent_cancel_requested:
            # Cancel what the block awaits now; `__aexit__` takes the cancellation back.
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()
