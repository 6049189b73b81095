#pragma once
// The progress of a solve on stderr: a bar with the share done and the time
// left, redrawn in place on a terminal and written as a line every tenth of
// the way otherwise (logs stay short). The end of the counting stage is a
// line of its own, with its time, so a log shows where a solve's time went.
#include <chrono>
#include <ostream>

#include "djed/solver.hpp"

namespace djed::cli {

class SolveProgressBar {
 public:
  SolveProgressBar(std::ostream& err, bool terminal) : err_(err), terminal_(terminal) {}
  void operator()(const solve::SolveProgress& p);
  void finish();

 private:
  std::ostream& err_;
  bool terminal_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  int last_tenth_ = -1;
  bool drawn_ = false;
  bool counting_ = false;
};

}  // namespace djed::cli
