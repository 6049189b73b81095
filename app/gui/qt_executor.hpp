#pragma once
// The game driver's executor in the app: its tasks run on the GUI thread,
// through a queued call or a timer on a context object (when the object
// goes, what it had pending goes with it).
#include <QMetaObject>
#include <QObject>
#include <QTimer>

#include "executor.hpp"

namespace djed::gui {

class QtExecutor final : public session::Executor {
 public:
  explicit QtExecutor(QObject* context) : context_(context) {}
  void post(std::function<void()> task, int delay_ms = 0) override {
    if (delay_ms <= 0) QMetaObject::invokeMethod(context_, std::move(task), Qt::QueuedConnection);
    else QTimer::singleShot(delay_ms, context_, std::move(task));
  }

 private:
  QObject* context_;
};

}  // namespace djed::gui
