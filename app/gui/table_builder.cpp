#include "table_builder.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <QDateTime>
#include <algorithm>
#include <chrono>
#include <thread>

#include "djed/game.hpp"
#include "djed/solved_game.hpp"

namespace djed::gui {

int BuildEstimate::update(double share, double seconds) {
  if (first_share_ < 0) {
    first_share_ = share;
    first_seconds_ = seconds;
  }
  const double done = share - first_share_, spent = seconds - first_seconds_;
  // The pace of the first moments says little (the work is uneven, the
  // machine may be busy): nothing is promised before 5 % and 15 s.
  if (share >= 1 || done < 0.05 || spent < 15) return -1;
  return static_cast<int>(spent * (1 - share) / done + 0.5);
}

bool TableBuilder::start(std::shared_ptr<const Game> game, const std::string& variant, const QString& game_name) {
  if (running_ || !game->solvable(variant)) return false;
  running_ = true;
  game_id_ = QString::fromStdString(game->info().id);
  game_name_ = game_name;
  problem_.clear();
  counting_ = true;
  checkpoint_ = solve::default_table_file(*game, variant).string() + ".checkpoint";
  look_at_checkpoint();  // a build stopped before goes on from its checkpoint
  progress_ = 0;
  seconds_left_ = -1;
  clock_.start();
  estimate_ = BuildEstimate{};
  emit changed();
  job_.start([this, game, variant](const std::atomic<bool>& stop) {
    // The solve yields to the screen: its threads (made by this one, whose
    // nice value they inherit on Linux) run below the GUI thread, so the
    // progress bar and the game go on being drawn on a machine it fills.
    (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
    solve::SolveOptions options;
    options.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    options.cancel = &stop;
    options.checkpoint_every = kKeepEvery;
    options.progress = [this](const solve::SolveProgress& p) {
      executor_.post([this, share = solve::share_done(p), counting = p.stage == solve::SolveProgress::Stage::kCounting] {
        report(share, counting);
      });
    };
    const auto file = solve::default_table_file(*game, variant);
    std::error_code ignored;
    std::filesystem::create_directories(file.parent_path(), ignored);
    const auto built = solve::build_table(*game, variant, file, options);
    const QString error = built ? QString() : QString::fromStdString(built.message());
    executor_.post([this, game, variant, error] { finish(game, variant, error); });
  });
  return true;
}

void TableBuilder::cancel() {
  if (running_) job_.request_stop();
}

void TableBuilder::look_at_checkpoint() {
  std::error_code ec;
  const auto written = std::filesystem::last_write_time(checkpoint_, ec);
  if (ec) {
    kept_at_.clear();
    return;
  }
  const auto when = std::chrono::file_clock::to_sys(written);
  kept_at_ = QDateTime::fromSecsSinceEpoch(std::chrono::system_clock::to_time_t(when)).toString(QStringLiteral("HH:mm"));
}

void TableBuilder::report(double share, bool counting) {
  if (!running_) return;
  counting_ = counting;
  look_at_checkpoint();
  progress_ = share;
  seconds_left_ = estimate_.update(share, static_cast<double>(clock_.elapsed()) / 1000.0);
  emit changed();
}

void TableBuilder::finish(std::shared_ptr<const Game> game, const std::string& variant, const QString& error) {
  job_.finish();
  const bool cancelled = job_.stopping();
  running_ = false;
  counting_ = false;
  kept_at_.clear();
  if (error.isEmpty()) solved_game_id_ = QString::fromStdString(game->info().id);
  progress_ = error.isEmpty() ? 1.0 : progress_;
  seconds_left_ = -1;
  // What the next build starts from: the checkpoint, when one was written.
  std::error_code ignored;
  const bool kept = std::filesystem::exists(checkpoint_, ignored);
  problem_ = error.isEmpty() ? QString()
             : !cancelled    ? error
             : kept ? tr("Stopped. The work up to the last checkpoint is kept: the next build goes on from there.")
                    : tr("Stopped before the first checkpoint (written a minute after the start): the next build "
                         "starts from the beginning.");
  emit changed();
  if (error.isEmpty()) emit built(std::move(game), variant);
}

}  // namespace djed::gui
