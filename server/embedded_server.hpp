#pragma once
// EmbeddedServer: djed-server's core and sockets on a thread of their own,
// inside another program. The app hosts games on this computer with it
// ("Host on this computer"), and tests run a real server in their process.
// The same ServerCore and Listener as djed-server: only the thread differs.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "djed/plugin_host.hpp"
#include "djed/result.hpp"
#include "listener.hpp"
#include "server_core.hpp"

namespace djed::server {

class EmbeddedServer {
 public:
  EmbeddedServer(ServerOptions options, std::shared_ptr<PluginHost> games);
  ~EmbeddedServer();  // stops
  EmbeddedServer(const EmbeddedServer&) = delete;
  EmbeddedServer& operator=(const EmbeddedServer&) = delete;

  // Reads the data folder back, binds (port 0: any free one) and serves on
  // its thread. On failure nothing runs and the reason says why.
  Result<void> start(const ListenOptions& listen);
  // Closes every connection, waits for the journal, joins the thread.
  void stop();
  bool running() const;
  std::uint16_t port() const { return port_; }

 private:
  struct Impl;
  ServerOptions options_;
  std::shared_ptr<PluginHost> games_;
  std::unique_ptr<Impl> impl_;
  std::uint16_t port_ = 0;
};

}  // namespace djed::server
