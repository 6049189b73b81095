#include "embedded_server.hpp"

#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <functional>
#include <thread>

namespace djed::server {

struct EmbeddedServer::Impl {
  boost::asio::io_context io{1};
  std::unique_ptr<ServerCore> core;
  std::unique_ptr<Listener> listener;
  std::unique_ptr<boost::asio::steady_timer> ticker;
  std::function<void()> tick;
  std::thread thread;
};

EmbeddedServer::EmbeddedServer(ServerOptions options, std::shared_ptr<PluginHost> games)
    : options_(std::move(options)), games_(std::move(games)) {}

EmbeddedServer::~EmbeddedServer() { stop(); }

bool EmbeddedServer::running() const { return impl_ != nullptr; }

Result<void> EmbeddedServer::start(const ListenOptions& listen) {
  stop();
  auto impl = std::make_unique<Impl>();
  Impl* raw = impl.get();
  impl->core = std::make_unique<ServerCore>(options_, games_,
                                            [raw](std::function<void()> f) { boost::asio::post(raw->io, std::move(f)); });
  if (auto started = impl->core->start(); !started) return started;
  impl->listener = std::make_unique<Listener>(impl->io, *impl->core);
  if (auto listening = impl->listener->start(listen); !listening) {
    impl->core->stop();
    return listening;
  }
  port_ = impl->listener->port();
  // Flags, claims and clean-up ten times a second, as djed-server does.
  impl->ticker = std::make_unique<boost::asio::steady_timer>(impl->io);
  impl->tick = [raw] {
    raw->ticker->expires_after(std::chrono::milliseconds(100));
    raw->ticker->async_wait([raw](boost::system::error_code ec) {
      if (ec) return;
      raw->core->tick();
      raw->tick();
    });
  };
  impl->tick();
  impl->thread = std::thread([raw] { raw->io.run(); });
  impl_ = std::move(impl);
  return {};
}

void EmbeddedServer::stop() {
  if (!impl_) return;
  Impl* raw = impl_.get();
  boost::asio::post(raw->io, [raw] {
    raw->listener->stop();
    raw->ticker->cancel();
    raw->io.stop();
  });
  raw->thread.join();
  raw->core->stop();
  raw->core.reset();  // before the sockets it serves
  raw->listener.reset();
  impl_.reset();
}

}  // namespace djed::server
